import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migration20261122160159_passage_fts as PassageFts } from '../../server/db/migrations/Migration20261122160159_passage_fts.js';
import { createLogger } from '../../server/logger.js';
import { keywordScores } from '../../server/modules/search/bm25.js';
import { referenceKeywordScores } from '../../server/modules/search/bm25-reference.js';
import { tsvectorOf } from '../../server/modules/search/lexemes.js';
import { PostgresSearchEngine } from '../../server/modules/search/postgres.adapter.js';
import { questionTerms } from '../../server/modules/search/search-index.js';
import { createTestApp, type TestApp } from '../support/app.js';

/** The keyword stage of passage search in PostgreSQL (bm25.ts) on a small fixture. */

const TRANSCRIPTS: Record<number, string> = {
  201: `Host Person (00:00)
Welcome. Today: pricing, pricing and more pricing with our guest.

Ada Example (00:40)
We ran A/B tests on pricing pages. Per-seat pricing beat usage pricing, and the annual plan sold itself.

Ada Example (02:10)
Our R&D budget went into onboarding. Onboarding checklists raised activation by 12 percent.`,
  202: `Host Person (00:00)
Who was your first growth hire?

Ben Sample (00:45)
An analyst who loved statistics and funnels. Funnels, funnels, funnels: she drew them everywhere.

Ben Sample (03:10)
We hire for curiosity. Pricing came later, once the funnel was healthy.`,
  203: `Cy Demo (00:00)
Retention follows activation: people who finished the checklist came back the next week, and the week after.`,
};

let t: TestApp;
let engine: PostgresSearchEngine;
const ids = new Map<number, string>();
const tx = () => ({ connection: t.orm.em.fork().getConnection() });
const sql = <T>(query: string, params: unknown[] = []) => tx().connection.execute<T[]>(query, params);

const storedPassages = async () =>
  (await sql<{ id: number; terms: string }>('select id, terms from passages order by id')).map((p) => ({
    id: p.id,
    terms: p.terms === '' ? [] : p.terms.split(' '),
  }));

async function indexEpisode(number: number, transcriptText: string) {
  await engine.indexEpisode({ id: ids.get(number)!, number, title: `Episode ${number}`, guest: null, transcriptText });
}

/** Keyword scores from SQL, and what the formula gives over the passages stored now. */
async function scoresFor(question: string) {
  const terms = questionTerms(question);
  return { actual: await keywordScores(tx(), terms), expected: referenceKeywordScores(await storedPassages(), terms) };
}

function expectSameScores(actual: Awaited<ReturnType<typeof keywordScores>>, expected: ReturnType<typeof referenceKeywordScores>) {
  expect([...actual.scores.keys()].sort()).toEqual([...expected.scores.keys()].sort());
  for (const [id, score] of expected.scores) expect(actual.scores.get(id)).toBeCloseTo(score, 9);
  expect([...actual.idf.keys()].sort()).toEqual([...expected.idf.keys()].sort());
  for (const [term, idf] of expected.idf) expect(actual.idf.get(term)).toBeCloseTo(idf, 9);
}

beforeAll(async () => {
  t = await createTestApp();
  engine = new PostgresSearchEngine(t.orm.em, createLogger('silent'));
  for (const number of Object.keys(TRANSCRIPTS).map(Number)) {
    const [row] = await sql<{ id: string }>('insert into episodes (id, number, title) values (gen_random_uuid(), ?, ?) returning id', [
      number,
      `Episode ${number}`,
    ]);
    ids.set(number, row!.id);
    await indexEpisode(number, TRANSCRIPTS[number]!);
  }
});
afterAll(() => t.close());

describe('passage tsvectors', () => {
  it('hold each stored term as exactly one lexeme, with its frequency, and the passage length', async () => {
    const rows = await sql<{ terms: string; term_count: number; lexemes: { lexeme: string; tf: number }[] }>(
      `select terms, term_count,
              (select json_agg(json_build_object('lexeme', lexeme, 'tf', cardinality(positions))) from unnest(search_vector)) as lexemes
         from passages`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(7);
    for (const row of rows) {
      const terms = row.terms.split(' ');
      const counts = new Map<string, number>();
      for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
      expect(new Map(row.lexemes.map((l) => [l.lexeme, l.tf]))).toEqual(counts);
      expect(row.term_count).toBe(terms.length);
    }
  });

  it('keep terms a text search parser would split or change', async () => {
    const terms = ['a/b', "it's", 'x:y', 'café', '1e10', 'a\\b', 'a/b'];
    const [row] = await sql<{ lexemes: { lexeme: string; tf: number }[] }>(
      `select json_agg(json_build_object('lexeme', lexeme, 'tf', cardinality(positions)) order by lexeme) as lexemes from unnest(?::tsvector)`,
      [tsvectorOf(terms)],
    );
    expect(row!.lexemes).toEqual(['1e10', 'a/b', 'a\\b', 'café', "it's", 'x:y'].sort().map((lexeme) => ({ lexeme, tf: lexeme === 'a/b' ? 2 : 1 })));
  });

  it('are what the migration writes for passages indexed before it', async () => {
    const before = await scoresFor('pricing funnels onboarding activation');
    await sql("update passages set search_vector = '', term_count = 0");
    await sql('update search_episodes set passage_count = 0, term_count = 0');
    const migration = new PassageFts(t.orm.em.getDriver(), t.orm.config);
    await migration.up();
    const updates = migration.getQueries().filter((q): q is string => typeof q === 'string' && q.startsWith('update'));
    expect(updates).toHaveLength(2);
    for (const query of updates) await sql(query);
    const after = await scoresFor('pricing funnels onboarding activation');
    expectSameScores(after.actual, before.actual);
    expectSameScores(after.actual, after.expected);
  });
});

describe('BM25 in PostgreSQL', () => {
  it('finds a passage by a query term', async () => {
    const { actual } = await scoresFor('What did the statistics analyst do?');
    const [passage] = await sql<{ id: number; text: string }>('select id, text from passages where text like ?', ['%statistics%']);
    expect(actual.scores.has(passage!.id)).toBe(true);
    const result = await engine.searchPassages('statistics analyst', 3);
    expect(result.hits[0]).toMatchObject({ id: passage!.id, episodeNumber: 202, speaker: 'Ben Sample' });
  });

  it('gives the scores and IDF of the BM25 formula (k1 1.2, b 0.75)', async () => {
    for (const question of ['pricing', 'pricing funnels onboarding activation', 'first growth hire', 'week checklist per-seat plan', 'zeppelin pricing']) {
      const { actual, expected } = await scoresFor(question);
      expect(actual.scores.size).toBeGreaterThan(0);
      expectSameScores(actual, expected);
    }
  });

  it('weighs a term no passage holds most, and scores nothing for it alone', async () => {
    const { actual } = await scoresFor('zeppelin pricing');
    expect(actual.idf.get('zeppelin')).toBeGreaterThan(actual.idf.get('price')!);
    expect((await scoresFor('zeppelin')).actual.scores.size).toBe(0);
  });

  it('forgets an episode that is reindexed with other words, removed or deleted', async () => {
    const funnels = async () => new Set((await engine.searchPassages('funnels statistics', 10)).hits.map((h) => h.episodeNumber));
    expect(await funnels()).toContain(202);

    await indexEpisode(202, 'Ben Sample (00:45)\nWe talked about zeppelins only.');
    expect(await funnels()).not.toContain(202);
    let { actual, expected } = await scoresFor('funnels zeppelin pricing');
    expect(actual.scores.size).toBeGreaterThan(0);
    expectSameScores(actual, expected);

    await engine.removeEpisode(ids.get(202)!);
    ({ actual, expected } = await scoresFor('zeppelin pricing'));
    expectSameScores(actual, expected);

    // Deleting the episode row cascades to its passages and its counts, without the search engine.
    await sql('delete from episodes where id = ?', [ids.get(201)!]);
    ({ actual, expected } = await scoresFor('pricing checklist'));
    expectSameScores(actual, expected);
    expect(new Set((await engine.searchPassages('pricing checklist', 10)).hits.map((h) => h.episodeNumber))).toEqual(new Set([203]));
  });
});
