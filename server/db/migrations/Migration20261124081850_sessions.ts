import { Migration } from '@mikro-orm/migrations';

/** Server-side sessions; login throttling by progressive delay instead of a fixed window. */
export class Migration20261124081850_sessions extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "sessions" ("id" varchar(64) not null, "user_id" int not null, "created_at" timestamptz not null default now(), "last_seen_at" timestamptz not null default now(), constraint "sessions_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
    this.addSql(
      `alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    // The fixed-window counts mean nothing to the progressive delay: start from none.
    this.addSql(`delete from "login_attempts";`);
    this.addSql(`alter table "login_attempts" drop column "window_start";`);
    this.addSql(
      `alter table "login_attempts" add column "last_failure_at" timestamptz not null default now(), add column "blocked_until" timestamptz not null default now();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "sessions" cascade;`);
    this.addSql(`delete from "login_attempts";`);
    this.addSql(`alter table "login_attempts" drop column "last_failure_at", drop column "blocked_until";`);
    this.addSql(`alter table "login_attempts" add column "window_start" timestamptz not null default now();`);
  }
}
