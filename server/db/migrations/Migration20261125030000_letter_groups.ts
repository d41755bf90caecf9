import { Migration } from '@mikro-orm/migrations';

/**
 * Saved-answer search reads "A/B", "R&D" and "P&L" as the engine's term pipeline does
 * (server/modules/search/text/terms.ts): one word, "ab". PostgreSQL's parser read "A/B" as a
 * file path ('a/b') and "R&D" as two lone letters, so a search for "A/B", whose query word is
 * "ab", found nothing. `search_text` joins two single letters around "/" or "&" before the
 * text is parsed, in the questions' vector, the answers' vector and the question words.
 */
export class Migration20261125030000_letter_groups extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function search_text(source text) returns text language sql immutable parallel safe as $fn$
      select regexp_replace(source, '(?<![[:alnum:]])([[:alpha:]])[/&]([[:alpha:]])(?![[:alnum:]])', '\\1\\2', 'g')
    $fn$;`);
    this.addSql(`drop index if exists "prompts_published_popular_index";`);
    this.addSql(`alter table "prompts" drop column "question_vector";`);
    this.addSql(`alter table "prompts" add column "question_vector" tsvector generated always as (to_tsvector('english', search_text("text"))) stored;`);
    this.addSql(`create index "prompts_question_vector_index" on "prompts" using gin ("question_vector");`);
    this.addSql(
      `create index "prompts_published_popular_index" on "prompts" ("view_count" desc, "created_at" desc, "id") include ("question_vector") where "is_published";`,
    );
    this.addSql(`update "prompts" p
      set "search_vector" = setweight(to_tsvector('english', search_text(p."text")), 'A')
                         || setweight(to_tsvector('english', search_text(coalesce((select r."full_response" from "responses" r where r."prompt_id" = p."id"), ''))), 'B');`);
    this.addSql(`insert into "prompt_words" ("word")
      select distinct w.word from "prompts" p, unnest(tsvector_to_array(to_tsvector('simple', search_text(p."text")))) as w(word)
       where w.word !~ '[[:punct:][:space:]]'
      on conflict ("word") do nothing;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "prompts_published_popular_index";`);
    this.addSql(`alter table "prompts" drop column "question_vector";`);
    this.addSql(`alter table "prompts" add column "question_vector" tsvector generated always as (to_tsvector('english', "text")) stored;`);
    this.addSql(`create index "prompts_question_vector_index" on "prompts" using gin ("question_vector");`);
    this.addSql(
      `create index "prompts_published_popular_index" on "prompts" ("view_count" desc, "created_at" desc, "id") include ("question_vector") where "is_published";`,
    );
    this.addSql(`update "prompts" p
      set "search_vector" = setweight(to_tsvector('english', p."text"), 'A')
                         || setweight(to_tsvector('english', coalesce((select r."full_response" from "responses" r where r."prompt_id" = p."id"), '')), 'B');`);
    this.addSql(`drop function if exists search_text(text);`);
  }
}
