import { Migration } from '@mikro-orm/migrations';

export class Migration20261122124510_initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "episodes" ("id" uuid not null, "number" int not null, "title" text not null, "guest" text null, "published_date" date null, "duration" varchar(16) null, "youtube_link" text null, "spotify_link" text null, "apple_link" text null, "substack_link" text null, "transcript_text" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "episodes_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "episodes" add constraint "episodes_number_unique" unique ("number");`);
    this.addSql(`create index "episodes_published_date_index" on "episodes" ("published_date");`);

    this.addSql(
      `create table "ip_tracking" ("ip_address" varchar(64) not null, "date" date not null default current_date, "request_count" int not null default 0, constraint "ip_tracking_pkey" primary key ("ip_address", "date"));`,
    );

    this.addSql(
      `create table "login_attempts" ("key" varchar(200) not null, "window_start" timestamptz not null, "failures" int not null default 0, constraint "login_attempts_pkey" primary key ("key"));`,
    );

    this.addSql(
      `create table "prompts" ("id" uuid not null, "text" text not null, "normalized_text" text not null, "slug" varchar(200) not null, "created_at" timestamptz not null default now(), "ip_address" varchar(64) null, "is_published" boolean not null default false, "view_count" int not null default 0, "episode_number" int null, "search_vector" tsvector null, constraint "prompts_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "prompts" add constraint "prompts_slug_unique" unique ("slug");`);
    this.addSql(`create index "prompts_is_published_created_at_index" on "prompts" ("is_published", "created_at");`);
    this.addSql(`create index "prompts_is_published_view_count_index" on "prompts" ("is_published", "view_count");`);
    this.addSql(`create index "prompts_normalized_text_index" on "prompts" ("normalized_text");`);
    this.addSql(`create index "prompts_search_vector_index" on "public"."prompts" using gin("search_vector");`);

    this.addSql(
      `create table "responses" ("id" uuid not null, "prompt_id" uuid not null, "full_response" text not null, "sources" jsonb not null, "created_at" timestamptz not null default now(), constraint "responses_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "responses" add constraint "responses_prompt_id_unique" unique ("prompt_id");`);

    this.addSql(
      `create table "usage_tracking" ("date" date not null default current_date, "total_requests" int not null default 0, constraint "usage_tracking_pkey" primary key ("date"));`,
    );

    this.addSql(
      `create table "users" ("id" serial primary key, "username" varchar(100) not null, "password" text not null, "is_admin" boolean not null default false, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);

    this.addSql(
      `alter table "responses" add constraint "responses_prompt_id_foreign" foreign key ("prompt_id") references "prompts" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "responses" drop constraint "responses_prompt_id_foreign";`);

    this.addSql(`drop table if exists "episodes" cascade;`);

    this.addSql(`drop table if exists "ip_tracking" cascade;`);

    this.addSql(`drop table if exists "login_attempts" cascade;`);

    this.addSql(`drop table if exists "prompts" cascade;`);

    this.addSql(`drop table if exists "responses" cascade;`);

    this.addSql(`drop table if exists "usage_tracking" cascade;`);

    this.addSql(`drop table if exists "users" cascade;`);
  }
}
