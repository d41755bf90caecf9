import { Migration } from '@mikro-orm/migrations';

export class Migration20261124083000_newsletter extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "newsletter_subscribers" ("id" uuid not null, "email" varchar(254) not null, "first_name" varchar(100) not null, "created_at" timestamptz not null default now(), "source_page" varchar(500) null, constraint "newsletter_subscribers_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "newsletter_subscribers_created_at_index" on "newsletter_subscribers" ("created_at");`);
    this.addSql(`create unique index "newsletter_subscribers_email_lower_unique" on "newsletter_subscribers" (lower("email"));`);

    this.addSql(
      `create table "newsletter_signup_attempts" ("ip_address" varchar(64) not null, "hour" timestamptz not null, "count" int not null default 0, constraint "newsletter_signup_attempts_pkey" primary key ("ip_address", "hour"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "newsletter_signup_attempts" cascade;`);
    this.addSql(`drop table if exists "newsletter_subscribers" cascade;`);
  }
}
