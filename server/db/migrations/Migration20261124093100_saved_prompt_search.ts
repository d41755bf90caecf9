import { Migration } from '@mikro-orm/migrations';

/**
 * Saved-answer search at scale and with typing mistakes (server/modules/search/postgres/prompt-search.ts):
 * pg_trgm (shipped with PostgreSQL and the embedded binaries) over the words of the
 * questions, a generated vector of the question alone, and published prompts in
 * (view_count, created_at) order with that vector, so the question can be matched from
 * the index alone.
 */
export class Migration20261124093100_saved_prompt_search extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create table "prompt_words" ("word" text not null, constraint "prompt_words_pkey" primary key ("word"));`);
    this.addSql(`create index "prompt_words_word_trgm_index" on "prompt_words" using gin ("word" gin_trgm_ops);`);
    this.addSql(`insert into "prompt_words" ("word")
      select distinct w.word from "prompts" p, unnest(tsvector_to_array(to_tsvector('simple', p."text"))) as w(word)
       where w.word !~ '[[:punct:][:space:]]'
      on conflict ("word") do nothing;`);
    this.addSql(`alter table "prompts" add column "question_vector" tsvector generated always as (to_tsvector('english', "text")) stored;`);
    this.addSql(`create index "prompts_question_vector_index" on "prompts" using gin ("question_vector");`);
    this.addSql(
      `create index "prompts_published_popular_index" on "prompts" ("view_count" desc, "created_at" desc, "id") include ("question_vector") where "is_published";`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "prompts_published_popular_index";`);
    this.addSql(`alter table "prompts" drop column if exists "question_vector";`);
    this.addSql(`drop table if exists "prompt_words" cascade;`);
  }
}
