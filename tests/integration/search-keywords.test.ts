import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logger.js';
import { PostgresSearchEngine } from '../../server/modules/search/postgres/postgres.adapter.js';
import { tokenize } from '../../server/modules/search/text/terms.js';
import { createTestApp, type TestApp } from '../support/app.js';

/** Passages and their terms as PostgreSQL stores them, and keyword search over them, on a small fixture. */

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
const sql = <T>(query: string, params: unknown[] = []) => t.orm.em.fork().getConnection().execute<T[]>(query, params);

/** As the episodes service does: the row changes, then the engine indexes the episode (as stored). */
async function indexEpisode(number: number, transcriptText: string) {
  await sql('update episodes set transcript_text = ? where id = ?', [transcriptText, ids.get(number)!]);
  await engine.indexEpisode({ id: ids.get(number)!, number, title: `Episode ${number}`, guest: null, transcriptText });
}

const episodesFound = async (question: string) => new Set((await engine.searchPassages(question, 10)).hits.map((h) => h.episodeNumber));

beforeAll(async () => {
  t = await createTestApp();
  engine = new PostgresSearchEngine(t.orm.em, createLogger('silent'));
  for (const number of Object.keys(TRANSCRIPTS).map(Number)) {
    const [row] = await sql<{ id: string }>('insert into episodes (id, number, title, transcript_text) values (gen_random_uuid(), ?, ?, ?) returning id', [
      number,
      `Episode ${number}`,
      TRANSCRIPTS[number]!,
    ]);
    ids.set(number, row!.id);
    await indexEpisode(number, TRANSCRIPTS[number]!);
  }
});
afterAll(() => t.close());

describe('stored passages', () => {
  it('hold the index terms of their text (the one term pipeline)', async () => {
    const rows = await sql<{ text: string; terms: string }>('select text, terms from passages');
    expect(rows.length).toBeGreaterThanOrEqual(7);
    for (const row of rows) expect(row.terms).toBe(tokenize(row.text).join(' '));
  });
});

describe('keyword search', () => {
  it('finds a passage by a question term', async () => {
    const [passage] = await sql<{ id: number }>('select id from passages where text like ?', ['%statistics%']);
    const result = await engine.searchPassages('What did the statistics analyst do?', 3);
    expect(result.hits[0]).toMatchObject({ id: passage!.id, episodeNumber: 202, speaker: 'Ben Sample' });
  });

  it('finds nothing for words no passage holds', async () => {
    expect((await engine.searchPassages('zeppelin', 5)).hits).toEqual([]);
  });

  it('forgets an episode that is reindexed with other words, removed or deleted', async () => {
    expect(await episodesFound('funnels statistics')).toContain(202);
    await indexEpisode(202, 'Ben Sample (00:45)\nWe talked about zeppelins only.');
    expect(await episodesFound('funnels statistics')).not.toContain(202);
    expect(await episodesFound('zeppelins')).toEqual(new Set([202]));

    await engine.removeEpisode(ids.get(202)!);
    expect(await episodesFound('zeppelins')).toEqual(new Set());

    // Deleting the episode row cascades to its passages, without the search engine.
    await sql('delete from episodes where id = ?', [ids.get(201)!]);
    expect(await episodesFound('pricing checklist')).toEqual(new Set([203]));
  });

  it('rebuilds an index a migration emptied, and only then', async () => {
    expect(await engine.ensureIndexed()).toBe(false);
    await sql('delete from passages');
    await sql('delete from search_episodes');
    await sql('update search_state set version = version + 1');
    expect(await episodesFound('retention checklist')).toEqual(new Set());
    expect(await engine.ensureIndexed()).toBe(true);
    expect(await episodesFound('retention checklist')).toEqual(new Set([203]));
    expect(await engine.ensureIndexed()).toBe(false);
  });
});
