import { Migration } from '@mikro-orm/migrations';

export class Migration20261122125123_passages extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "passages" ("id" serial primary key, "episode_id" uuid not null, "episode_number" int not null, "ordinal" int not null, "turn_index" int not null, "speaker" text not null, "start_seconds" int not null, "timestamp" varchar(16) not null, "text" text not null, "search_vector" tsvector generated always as (to_tsvector('english', text)) stored null);`,
    );
    this.addSql(`create index "passages_episode_id_ordinal_index" on "passages" ("episode_id", "ordinal");`);
    this.addSql(`create index "passages_search_vector_index" on "public"."passages" using gin("search_vector");`);

    this.addSql(
      `alter table "passages" add constraint "passages_episode_id_foreign" foreign key ("episode_id") references "episodes" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "passages" cascade;`);
  }
}
