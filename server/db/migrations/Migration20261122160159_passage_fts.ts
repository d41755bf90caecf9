import { Migration } from '@mikro-orm/migrations';

export class Migration20261122160159_passage_fts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "passages" add column "term_count" int not null default 0, add column "search_vector" tsvector not null default '';`);
    this.addSql(`create index "passages_search_vector_index" on "public"."passages" using gin("search_vector");`);

    this.addSql(`alter table "search_episodes" add column "passage_count" int not null default 0, add column "term_count" int not null default 0;`);

    // Passages already indexed: the same values as lexemes.ts writes (each term one lexeme, with its positions).
    this.addSql(`update "passages" set "term_count" = cardinality(string_to_array("terms", ' ')), "search_vector" = coalesce((
      select string_agg(format('''%s'':%s', replace(replace(u.term, '\\', '\\\\'), '''', ''''''), u.position), ' ')
        from unnest(string_to_array("terms", ' ')) with ordinality as u(term, position)), '')::tsvector;`);
    this.addSql(`update "search_episodes" e set "passage_count" = s.passages, "term_count" = s.terms
      from (select "episode_id", count(*)::int as passages, sum("term_count")::int as terms from "passages" group by "episode_id") s
     where s."episode_id" = e."episode_id";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "passages_search_vector_index";`);
    this.addSql(`alter table "passages" drop column "term_count", drop column "search_vector";`);

    this.addSql(`alter table "search_episodes" drop column "passage_count", drop column "term_count";`);
  }
}
