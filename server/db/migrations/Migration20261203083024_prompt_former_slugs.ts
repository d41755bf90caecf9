import { Migration } from '@mikro-orm/migrations';

/**
 * `prompt_former_slugs`: the addresses saved answers had before an administrator changed
 * their slug, so that links shared under them keep opening the answer (at its new address).
 */
export class Migration20261203083024_prompt_former_slugs extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "prompt_former_slugs" ("slug" varchar(200) not null, "prompt_id" uuid not null, constraint "prompt_former_slugs_pkey" primary key ("slug"));`,
    );
    this.addSql(`create index "prompt_former_slugs_prompt_id_index" on "prompt_former_slugs" ("prompt_id");`);

    this.addSql(
      `alter table "prompt_former_slugs" add constraint "prompt_former_slugs_prompt_id_foreign" foreign key ("prompt_id") references "prompts" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "prompt_former_slugs" cascade;`);
  }
}
