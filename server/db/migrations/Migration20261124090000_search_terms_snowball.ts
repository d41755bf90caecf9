import { Migration } from '@mikro-orm/migrations';

/**
 * Passage ranking moved in process (docs/adr/0003-passage-ranking.md): the passages' tsvector
 * and the term counts that fed BM25 in SQL go. Terms are now stemmed by the Snowball English
 * stemmer, so the stored terms and LSA model are emptied; the server rebuilds the index at
 * start-up (SearchEngine.ensureIndexed).
 */
export class Migration20261124090000_search_terms_snowball extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index if exists "passages_search_vector_index";`);
    this.addSql(`alter table "passages" drop column "search_vector", drop column "term_count";`);
    this.addSql(`alter table "search_episodes" drop column "passage_count", drop column "term_count";`);
    this.addSql(`delete from "passages";`);
    this.addSql(`delete from "search_episodes";`);
    this.addSql(`delete from "search_models";`);
    this.addSql(`update "search_state" set "version" = "version" + 1;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "passages" add column "term_count" int not null default 0, add column "search_vector" tsvector not null default '';`);
    this.addSql(`create index "passages_search_vector_index" on "public"."passages" using gin("search_vector");`);
    this.addSql(`alter table "search_episodes" add column "passage_count" int not null default 0, add column "term_count" int not null default 0;`);
    this.addSql(`delete from "passages";`);
    this.addSql(`delete from "search_episodes";`);
    this.addSql(`delete from "search_models";`);
  }
}
