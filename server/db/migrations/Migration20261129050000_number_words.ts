import { Migration } from '@mikro-orm/migrations';

const LETTER_GROUPS = `regexp_replace(source, '(?<![[:alnum:]])([[:alpha:]])[/&]([[:alpha:]])(?![[:alnum:]])', '\\1\\2', 'g')`;
/** The number words of the term pipeline (terms.ts `NUMBER_WORDS`) as [word, digits] pairs, as they were when this ran. */
const NUMBER_WORDS: [string, string][] = [
  ...'ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(' ').map((word, i): [string, string] => [word, String(10 + i)]),
  ...'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ').map((word, i): [string, string] => [word, String(20 + 10 * i)]),
];
const PAIRS = `array[${NUMBER_WORDS.map(([word, digits]) => `['${word}', '${digits}']`).join(', ')}]`;

/** search_text as `body`; the prompts' stored vectors and words computed again through it. */
function recomputeWith(body: string): string[] {
  return [
    `create or replace function search_text(source text) returns text language plpgsql immutable parallel safe as $fn$ ${body} $fn$;`,
    `drop index if exists "prompts_published_popular_index";`,
    `alter table "prompts" drop column "question_vector";`,
    `alter table "prompts" add column "question_vector" tsvector generated always as (to_tsvector('english', search_text("text"))) stored;`,
    `create index "prompts_question_vector_index" on "prompts" using gin ("question_vector");`,
    `create index "prompts_published_popular_index" on "prompts" ("view_count" desc, "created_at" desc, "id") include ("question_vector") where "is_published";`,
    `update "prompts" p
      set "search_vector" = setweight(to_tsvector('english', search_text(p."text")), 'A')
                         || setweight(to_tsvector('english', search_text(coalesce((select r."full_response" from "responses" r where r."prompt_id" = p."id"), ''))), 'B');`,
    `insert into "prompt_words" ("word")
      select distinct w.word from "prompts" p, unnest(tsvector_to_array(to_tsvector('simple', search_text(p."text")))) as w(word)
       where w.word !~ '[[:punct:][:space:]]'
      on conflict ("word") do nothing;`,
  ];
}

/**
 * The term pipeline writes numbers from ten up as their digits ("ninety" is "90",
 * server/modules/search/text/terms.ts `NUMBER_WORDS`), as transcripts do. Saved-answer
 * search reads them alike: `search_text` also replaces those words by their digits, and the
 * prompts' vectors are computed again through it. The stored passage index holds terms of
 * the old pipeline, so it is emptied; the server rebuilds it at start-up
 * (SearchEngine.ensureIndexed).
 */
export class Migration20261129050000_number_words extends Migration {
  override async up(): Promise<void> {
    const body = `declare
        result text := ${LETTER_GROUPS};
        pair text[];
      begin
        foreach pair slice 1 in array ${PAIRS} loop
          result := regexp_replace(result, '\\m' || pair[1] || '\\M', pair[2], 'gi');
        end loop;
        return result;
      end`;
    for (const statement of recomputeWith(body)) this.addSql(statement);
    this.addSql(`delete from "passages";`);
    this.addSql(`delete from "search_episodes";`);
    this.addSql(`delete from "search_models";`);
    this.addSql(`update "search_state" set "version" = "version" + 1;`);
  }

  override async down(): Promise<void> {
    for (const statement of recomputeWith(`begin return ${LETTER_GROUPS}; end`)) this.addSql(statement);
    this.addSql(`delete from "passages";`);
    this.addSql(`delete from "search_episodes";`);
    this.addSql(`delete from "search_models";`);
  }
}
