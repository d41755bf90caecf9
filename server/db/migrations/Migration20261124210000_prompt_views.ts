import { Migration } from '@mikro-orm/migrations';

/**
 * `prompt_views`: the last day each visitor address counted a view of each saved answer, so
 * that an answer's view count (the order of "popular" lists, the home page's suggestions)
 * grows by at most one per visitor a day, not by every request one client sends.
 */
export class Migration20261124210000_prompt_views extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "prompt_views" ("prompt_id" uuid not null references "prompts" ("id") on delete cascade, "ip_address" varchar(64) not null, "date" date not null default current_date, constraint "prompt_views_pkey" primary key ("prompt_id", "ip_address"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "prompt_views" cascade;`);
  }
}
