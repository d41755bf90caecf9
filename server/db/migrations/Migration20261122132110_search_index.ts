import { Migration } from '@mikro-orm/migrations';

export class Migration20261122132110_search_index extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "search_episodes" ("episode_id" uuid not null, "number" int not null, "guest" text null, "revision" bigint not null, constraint "search_episodes_pkey" primary key ("episode_id"));`,
    );

    this.addSql(
      `create table "search_models" ("name" text not null, "version" bigint not null, "dims" int not null, "terms" text not null, "idf" bytea not null, "vectors" bytea not null, "passages" int not null, "built_at" timestamptz not null default now(), constraint "search_models_pkey" primary key ("name"));`,
    );

    this.addSql(
      `create table "search_state" ("id" smallint not null, "version" bigint not null default 0, constraint "search_state_pkey" primary key ("id"));`,
    );

    this.addSql(
      `alter table "search_episodes" add constraint "search_episodes_episode_id_foreign" foreign key ("episode_id") references "episodes" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`drop index "passages_search_vector_index";`);
    this.addSql(`alter table "passages" drop column "search_vector";`);

    this.addSql(`alter table "passages" add column "terms" text not null default '';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "search_episodes" cascade;`);

    this.addSql(`drop table if exists "search_models" cascade;`);

    this.addSql(`drop table if exists "search_state" cascade;`);

    this.addSql(`alter table "passages" drop column "terms";`);

    this.addSql(`alter table "passages" add column "search_vector" tsvector generated always as (to_tsvector('english', text)) stored null;`);
    this.addSql(`create index "passages_search_vector_index" on "public"."passages" using gin("search_vector");`);
  }
}
