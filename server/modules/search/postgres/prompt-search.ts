import type { Page } from '../search.port.js';
import { contentWords, spelledNumber } from '../text/terms.js';
import type { Tx } from './index-store.js';

/**
 * Saved-prompt search in PostgreSQL, all its SQL in one place.
 *
 * Index: `prompts.search_vector` (question weighted A, answer B; GIN), the generated
 * `prompts.question_vector` (the question alone; GIN), and `prompt_words`, the words of
 * the questions with a pg_trgm GIN index, which corrects typing mistakes.
 *
 * Query: each word of the query that no question holds ("pricng") is paired with the
 * most similar word that one does ("pricing"; pg_trgm similarity at least
 * `CORRECTION_SIMILARITY`); the last word, unless it is a whole word of some question,
 * also matches as a prefix (the visitor may still be typing it). Published prompts
 * then come in tiers: the question holds every word, the question or answer holds every
 * word, the question holds some word, the answer holds some word; within a tier the most
 * viewed, then the newest, first. For a query of several words the middle two tiers look
 * only among the most viewed prompts (reading every match would mean reading the long
 * lists of common words); other matches come in the last tier, which holds them all. No tier reads more than a bounded number of rows
 * whatever the words (see `searchSql`), so a query costs about the same with 100,000
 * prompts as with 100 (`npm run bench:search`).
 */

/** pg_trgm similarity from which an unknown query word is read as a misspelling of a known one. */
export const CORRECTION_SIMILARITY = 0.4;
/** Shorter words are too ambiguous to correct. */
const MIN_CORRECTED_LENGTH = 4;

/**
 * The question weighs more (A) than its answer (B). `search_text` (a SQL function, migration
 * letter_groups) joins "A/B" and "R&D" into one word, as the term pipeline does for the query.
 */
const PROMPT_VECTOR_UPDATE = `update prompts p
   set search_vector = setweight(to_tsvector('english', search_text(p.text)), 'A')
                    || setweight(to_tsvector('english', search_text(coalesce((select r.full_response from responses r where r.prompt_id = p.id), ''))), 'B')`;

/**
 * The words (unstemmed, lower case, without punctuation) of the questions `source` selects.
 * Inserted in word order: two questions saved at once that share words ("what", "how")
 * then wait for each other's words in the same order, and never deadlock.
 */
const WORDS_INSERT = (source: string) => `insert into prompt_words (word)
  select distinct w.word from (${source}) s, unnest(tsvector_to_array(to_tsvector('simple', search_text(s.text)))) as w(word)
   where w.word !~ '[[:punct:][:space:]]'
   order by w.word
  on conflict (word) do nothing`;

/**
 * The query's words as tsqueries (`q.all_words`, `q.any_word`), each word that no question
 * holds paired with the most similar one that does. Terms hold letters and digits only and
 * known words no punctuation, so they are safe in to_tsquery. A number the term pipeline
 * writes in digits ("ninety" → "90") matches its word too (`spelled`), as saved texts keep
 * either. Named parameters: terms (JSON [{n, term, prefix, spelled}]), similarity.
 */
const QUERY_CTES = `terms as materialized (
      select t.n,
             -- The last word may be unfinished: a prefix, unless it is a whole word of some question.
             t.term || case when t.prefix and not exists (select 1 from prompt_words k where k.word = t.term) then ':*' else '' end as typed,
             t.spelled,
             (select w.word from prompt_words w
               where length(t.term) >= ${MIN_CORRECTED_LENGTH} and w.word % t.term and similarity(w.word, t.term) >= :similarity
                 and not exists (select 1 from prompt_words k where k.word = t.term or (t.prefix and k.word like t.term || '%'))
               order by similarity(w.word, t.term) desc, w.word
               limit 1) as correction
        from jsonb_to_recordset(cast(:terms as jsonb)) as t(n int, term text, prefix boolean, spelled text)),
    slots as (select n, '(' || concat_ws(' | ', typed, spelled, correction) || ')' as slot from terms),
    q as materialized (
      select to_tsquery('english', string_agg(slot, ' & ' order by n)) as all_words,
             to_tsquery('english', string_agg(slot, ' | ' order by n)) as any_word
        from slots)`;

/**
 * Published prompts read in popularity order before falling back to the full match set
 * (see `searchSql`): questions come from the index alone (cheap), answers from the table.
 */
export const POPULAR_PREFIX = { question_vector: 2000, search_vector: 300 } as const;

type Vector = keyof typeof POPULAR_PREFIX;

interface Tier {
  vector: Vector;
  words: 'all_words' | 'any_word';
  /** false: only the popular prefix is read (the tier refines the order; a later tier holds every match). */
  complete: boolean;
}

/**
 * The search over `tiers` (the vector each matches), in one statement. Tier k is computed
 * only while the tiers before it hold fewer than `wanted` (offset + limit) prompts (a
 * one-time filter), as `a{k}`: the `prefix{k}` most viewed published prompts, read in
 * index order, that match `query{k}`, up to `wanted` (enough when the words are common);
 * and `t{k}`: those, and when they are fewer than `wanted`, every match through the GIN
 * index (the words are rare: few rows). The choice is not left to the planner, whose
 * estimates for rare words can be far off (a walk of the whole index looking for words
 * no prompt holds): the walk is bounded by the prefix, and the GIN read happens only when
 * the most viewed prompts held too few matches. A prompt in several tiers counts in its
 * best one. Named parameters: those of QUERY_CTES, wanted, limit, offset, prefix{k}.
 */
function searchSql(tiers: readonly Tier[]): string {
  const ctes = tiers.map(({ vector, words, complete }, i) => {
    const k = i + 1;
    const before =
      i === 0
        ? 'true'
        : `(select count(distinct id) from (${tiers
            .slice(0, i)
            .map((_, j) => `select id from t${j + 1}`)
            .join(' union all ')}) b) < :wanted`;
    return `a${k} as materialized (
      select w.id, ${k} as tier, w.view_count, w.created_at
        from (select p.id, p.view_count, p.created_at, p.${vector} as vector from prompts p where p.is_published
               order by p.view_count desc, p.created_at desc, p.id limit :prefix${k}) w
       where ${before} and w.vector @@ (select ${words} from q)
       order by w.view_count desc, w.created_at desc, w.id
       limit :wanted),
    t${k} as materialized (
      select * from a${k}${
        complete
          ? `
      union all
      select p.id, ${k}, p.view_count, p.created_at from prompts p
       where ${before} and (select count(*) from a${k}) < :wanted and p.is_published and p.${vector} @@ (select ${words} from q)`
          : ''
      })`;
  });
  return `with ${QUERY_CTES},
    ${ctes.join(',\n')}
  select r.id
    from (${tiers.map((_, i) => `select * from t${i + 1}`).join(' union all ')}) r
   group by r.id, r.view_count, r.created_at
   order by min(r.tier), r.view_count desc, r.created_at desc, r.id
   limit :limit offset :offset`;
}

type Connection = Tx['connection'];

/** Makes the prompt's current text and answer searchable. */
export async function indexSavedPrompt(connection: Connection, promptId: string): Promise<void> {
  await connection.execute(`${PROMPT_VECTOR_UPDATE} where p.id = ?`, [promptId], 'run');
  await connection.execute(WORDS_INSERT('select text from prompts where id = ?'), [promptId], 'run');
}

/**
 * Rewriting every prompt's vectors leaves their GIN indexes with long pending lists, which
 * every search reads whole until autovacuum merges them (a query matching nothing took about
 * 23 ms instead of 17 ms at 100,000 saved answers); reindexing merges them at once. The words'
 * trigram index has no pending list (migration prompt_words_fastupdate). Merging needs the
 * index owner's rights, as VACUUM does: a role that lacks them (the app connecting as a role
 * other than the one that migrated) leaves the merge to autovacuum rather than fail the reindex.
 */
const MERGE_PENDING = `select gin_clean_pending_list(c.oid)
    from unnest(array[to_regclass('prompts_search_vector_index'), to_regclass('prompts_question_vector_index')]) as i(oid)
    join pg_class c on c.oid = i.oid
   where pg_has_role(c.relowner, 'USAGE')`;

/** Every prompt's vectors and the words, again (inside the reindexing transaction); returns the prompt count. */
export async function reindexSavedPrompts(tx: Tx): Promise<number> {
  const updated = await tx.connection.execute<{ id: string }[]>(`${PROMPT_VECTOR_UPDATE} returning p.id`, [], 'all', tx.ctx);
  await tx.connection.execute('delete from prompt_words', [], 'run', tx.ctx);
  await tx.connection.execute(WORDS_INSERT('select text from prompts'), [], 'run', tx.ctx);
  await tx.connection.execute(MERGE_PENDING, [], 'all', tx.ctx);
  return updated.length;
}

/** Query words beyond this many are ignored (a question has at most 20). */
const MAX_TERMS = 20;
/** Longer "words" match nothing a person wrote (and PostgreSQL refuses tsquery words over 2,047 characters). */
const MAX_TERM_LENGTH = 64;

/** Ids of published prompts matching `query`, best first (see above). */
export async function searchSavedPrompts(connection: Connection, query: string, page: Page): Promise<string[]> {
  const terms = contentWords(query)
    .filter((t) => t.length <= MAX_TERM_LENGTH)
    .slice(0, MAX_TERMS);
  if (terms.length === 0 || page.limit <= 0) return [];
  const last = terms.length - 1;
  const several = terms.length > 1;
  // With several words, tiers 2 and 3 only reorder the most viewed prompts: tier 4 holds every match.
  const tiers: Tier[] = [
    { vector: 'question_vector', words: 'all_words', complete: true },
    { vector: 'search_vector', words: 'all_words', complete: !several },
  ];
  if (several) tiers.push({ vector: 'question_vector', words: 'any_word', complete: false }, { vector: 'search_vector', words: 'any_word', complete: true });
  const wanted = page.offset + page.limit;
  const params: Record<string, unknown> = {
    terms: JSON.stringify(terms.map((term, n) => ({ n, term, prefix: n === last, spelled: spelledNumber(term) ?? null }))),
    similarity: CORRECTION_SIMILARITY,
    wanted,
    limit: page.limit,
    offset: page.offset,
  };
  tiers.forEach(({ vector }, i) => (params[`prefix${i + 1}`] = Math.max(POPULAR_PREFIX[vector], wanted)));
  const found = await connection.execute<{ id: string }[]>(connection.getKnex().raw(searchSql(tiers), params));
  return found.map((r) => r.id);
}
