import { randomBytes } from 'node:crypto';
import { RequestContext } from '@mikro-orm/core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../server/modules/auth/viewer.js';
import type { ReindexCounts } from '../../server/modules/search/search.port.js';
import { AppError } from '../../server/errors.js';
import { PromptPatch } from '../../server/modules/prompts/prompts.inputs.js';
import { createLogger } from '../../server/logger.js';
import { TypesenseSearchEngine } from '../../server/modules/search/typesense/typesense.adapter.js';
import { FIXTURE_EPISODES } from '../support/answer-fixtures.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { startFakeCohere, type FakeCohere } from '../support/fake-cohere.js';
import { startFakeTypesense, type FakeTypesense } from '../support/fake-typesense.js';

const admin: Viewer = { user: { id: 0, username: 'typesense-test', isAdmin: true }, ip: '127.0.0.1' };

async function addFixtureEpisodes(t: TestApp) {
  const ids = new Map<number, string>();
  for (const e of FIXTURE_EPISODES) {
    const { episode } = await RequestContext.create(t.orm.em, () =>
      t.services.episodes.create(admin, { number: e.number, title: e.title, guest: e.guest, transcriptText: e.raw }),
    );
    ids.set(e.number, episode.id);
  }
  return ids;
}

const savePrompt = (t: TestApp, text: string, isPublished: boolean) =>
  RequestContext.create(t.orm.em, () =>
    t.services.prompts.createWithAnswer({
      text,
      ipAddress: null,
      fullResponse: `## Key Takeaways\n- An answer about ${text}`,
      sources: { quotes: [] },
      isPublished,
      episodeNumber: null,
    }),
  );

/** Waits until `done()` holds. */
async function until(done: () => boolean, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`still not done after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('Typesense search adapter (against a local fake Typesense)', () => {
  let typesense: FakeTypesense;
  let t: TestApp;
  let ids: Map<number, string>;

  beforeAll(async () => {
    typesense = await startFakeTypesense();
    t = await createTestApp({ TYPESENSE_URL: typesense.url, TYPESENSE_API_KEY: typesense.apiKey });
    ids = await addFixtureEpisodes(t);
  });
  afterAll(async () => {
    await t.close();
    await typesense.close();
  });

  it('is chosen by configuration and indexes each episode as passages of one speaker turn', () => {
    expect(t.services.search.name).toBe('typesense');
    const docs = [...typesense.collection('passages')!.docs.values()];
    expect(new Set(docs.map((d) => d.episode_number))).toEqual(new Set([101, 102, 103]));
    expect(docs.find((d) => d.episode_number === 101 && d.timestamp === '00:20')?.speaker).toBe('Mara Quill');
    expect(docs.every((d) => !('embedding' in d))).toBe(true);
  });

  it('finds passages with their episode, speaker and turn start, and reports coverage', async () => {
    const result = await t.services.search.searchPassages('How do onboarding checklists lift activation?', 5);
    expect(result.hits[0]).toMatchObject({ episodeNumber: 101, speaker: 'Mara Quill', timestamp: '00:20', episodeId: ids.get(101) });
    // Three of the four content words (all but "lift") occur in the best hits.
    expect(result.evidence).toEqual({ scale: 'term-coverage', value: 0.75 });
    const search = typesense.searches.at(-1)!;
    expect(search).toMatchObject({ collection: 'passages', query_by: 'text', per_page: 15 });
    expect(search.vector_query).toBeUndefined();
    expect((await t.services.search.searchPassages('warehouse unions and tariffs', 5)).evidence.value).toBe(0);
  });

  it('lists a long speaker turn once, by its best passage, so that other moments come up', async () => {
    const sentence = (i: number) => `Kiosk coupons doubled our weekend orders in month ${i}, and the kiosk habit kept growing.`;
    const raw = [
      'Dana Host (00:00)\nHow did the kiosks work for you?',
      `Lio Brandt (00:10)\n${Array.from({ length: 30 }, (_, i) => sentence(i + 1)).join(' ')}`,
      'Dana Host (05:00)\nAnd later?',
      'Lio Brandt (05:10)\nLater the kiosk coupons cost more than the weekend orders they brought.',
    ].join('\n\n');
    const { episode } = await RequestContext.create(t.orm.em, () =>
      t.services.episodes.create(admin, { number: 104, title: 'Kiosks in the wild', guest: 'Lio Brandt', transcriptText: raw }),
    );
    try {
      const docs = [...typesense.collection('passages')!.docs.values()].filter((d) => d.episode_number === 104);
      expect(docs.filter((d) => d.timestamp === '00:10').length).toBeGreaterThan(1);
      const { hits } = await t.services.search.searchPassages('kiosk coupons weekend orders', 3);
      expect(hits.filter((h) => h.timestamp === '00:10')).toHaveLength(1);
      expect(hits.some((h) => h.timestamp === '05:10')).toBe(true);
    } finally {
      await RequestContext.create(t.orm.em, () => t.services.episodes.delete(admin, episode.id));
    }
  });

  it('answers a question naming a guest from that guest’s episode first, by the question’s other words', async () => {
    const { hits, evidence } = await t.services.search.searchPassages('What does Tobi Renner say about activation?', 5);
    expect(hits[0]).toMatchObject({ episodeNumber: 102, speaker: 'Tobi Renner', timestamp: '00:15' });
    const [scoped, all] = typesense.searches.slice(-2);
    expect(scoped).toMatchObject({ filter_by: 'episode_number:[102]' });
    expect(String(scoped!.q)).not.toMatch(/tobi|renner/i);
    expect(all!.filter_by).toBeUndefined();
    // The guest's name counts as found, since the hits are spoken by them: three of the four terms (all but "say").
    expect(evidence.value).toBe(0.75);
    // A first name alone names no one.
    const before = typesense.searches.length;
    await t.services.search.searchPassages('What does Tobi say about activation?', 5);
    expect(typesense.searches.slice(before).map((search) => search.filter_by)).toEqual([undefined]);
  });

  it('replaces an episode’s passages when its transcript changes, and removes them with the episode', async () => {
    const raw = 'Ines Okafor (00:05)\nNow the whole episode is about annual plans and nothing else at all, really.';
    await RequestContext.create(t.orm.em, () => t.services.episodes.update(admin, ids.get(103)!, { transcriptText: raw }));
    const of103 = () => [...typesense.collection('passages')!.docs.values()].filter((d) => d.episode_number === 103);
    expect(of103().map((d) => d.text)).toEqual(['Now the whole episode is about annual plans and nothing else at all, really.']);
    await RequestContext.create(t.orm.em, () => t.services.episodes.delete(admin, ids.get(103)!));
    expect(of103()).toEqual([]);
  });

  it('searches published prompts only, and forgets a removed prompt', async () => {
    const published = await savePrompt(t, `How do referral loops work ${randomBytes(2).toString('hex')}?`, true);
    await savePrompt(t, 'How do referral loops work in private?', false);
    expect(await t.services.search.searchPrompts('referral loops', { limit: 10, offset: 0 })).toEqual([published.id]);
    await t.services.search.removePrompt(published.id);
    expect(await t.services.search.searchPrompts('referral loops', { limit: 10, offset: 0 })).toEqual([]);
  });

  it('finds a prompt once an admin publishes it, and no longer once it is unpublished', async () => {
    const text = `How do waitlists build demand ${randomBytes(2).toString('hex')}?`;
    const saved = await savePrompt(t, text, false);
    const search = () => t.services.search.searchPrompts(text, { limit: 10, offset: 0 });
    expect(await search()).toEqual([]);
    await RequestContext.create(t.orm.em, () => t.services.promptAdmin.update(admin, saved.id, PromptPatch.parse({ isPublished: true })));
    expect(await search()).toEqual([saved.id]);
    await RequestContext.create(t.orm.em, () => t.services.promptAdmin.update(admin, saved.id, PromptPatch.parse({ isPublished: false })));
    expect(await search()).toEqual([]);
  });

  it('pages through prompt results with limit and offset', async () => {
    const saved = [];
    for (let i = 0; i < 3; i++) saved.push(await savePrompt(t, `Which pricing page layout converts ${i}?`, true));
    const all = await t.services.search.searchPrompts('pricing page layout', { limit: 10, offset: 0 });
    expect(new Set(all)).toEqual(new Set(saved.map((p) => p.id)));
    expect(await t.services.search.searchPrompts('pricing page layout', { limit: 2, offset: 1 })).toEqual(all.slice(1, 3));
  });

  it('rebuilds both collections from the database', async () => {
    const [row] = await t.orm.em.getConnection().execute<{ n: number }[]>('select count(*)::int as n from prompts');
    const stored = row!.n;
    const counts = await t.services.search.reindexAll();
    expect(counts).toMatchObject({ episodes: 2, prompts: stored });
    expect(stored).toBeGreaterThan(0);
    expect(typesense.collection('passages')!.docs.size).toBe(counts.passages);
    expect(typesense.collection('prompts')!.docs.size).toBe(stored);
  });

  it('answers a question over HTTP with passages from Typesense', async () => {
    const res = await request(t.app).post('/api/chat').send({ prompt: 'What did Tobi measure to know a developer is activated?' });
    expect(res.status).toBe(200);
    const { sources } = res.body as { sources: { quotes: { episode: number }[] } };
    expect(sources.quotes.some((q) => q.episode === 102)).toBe(true);
  });

  it('reports an unreachable Typesense as UPSTREAM_UNAVAILABLE', async () => {
    typesense.failing = true;
    try {
      await expect(t.services.search.searchPassages('onboarding', 5)).rejects.toSatisfy(
        (e: unknown) => e instanceof AppError && e.code === 'UPSTREAM_UNAVAILABLE',
      );
    } finally {
      typesense.failing = false;
    }
  });
});

describe('Typesense hybrid search (with Cohere embeddings from a local fake)', () => {
  let typesense: FakeTypesense;
  let cohere: FakeCohere;
  let t: TestApp;

  beforeAll(async () => {
    typesense = await startFakeTypesense();
    cohere = await startFakeCohere();
    t = await createTestApp({ TYPESENSE_URL: typesense.url, TYPESENSE_API_KEY: typesense.apiKey, COHERE_API_KEY: cohere.apiKey, COHERE_BASE_URL: cohere.url });
    await addFixtureEpisodes(t);
  });
  afterAll(async () => {
    await t.close();
    await typesense.close();
    await cohere.close();
  });

  it('embeds passages at index time and sends a vector query with the keywords', async () => {
    const passages = typesense.collection('passages')!;
    expect(passages.fields.find((f) => f.name === 'embedding')).toMatchObject({ type: 'float[]', num_dim: cohere.dimensions });
    expect([...passages.docs.values()].every((d) => Array.isArray(d.embedding))).toBe(true);
    expect(cohere.requests.some((r) => r.path === '/v2/embed' && r.body.input_type === 'search_document')).toBe(true);

    const result = await t.services.search.searchPassages('Which plan do customers pick on pricing pages?', 5);
    expect(typesense.searches.at(-1)?.vector_query).toMatch(/^embedding:\(\[[-\d.e,]+\], k:30\)$/);
    expect(cohere.requests.at(-1)?.body.input_type).toBe('search_query');
    expect(result.hits[0]?.episodeNumber).toBe(103);
  });

  it('falls back to keywords when the query cannot be embedded', async () => {
    cohere.modes = { embed: 'fail' };
    try {
      const result = await t.services.search.searchPassages('onboarding checklists', 5);
      expect(result.hits.length).toBeGreaterThan(0);
      expect(typesense.searches.at(-1)?.vector_query).toBeUndefined();
    } finally {
      cohere.modes = {};
    }
  });
});

describe('Typesense index writes and rebuilds (against a local fake Typesense)', () => {
  const QUESTION = 'How do onboarding checklists lift activation?';
  let typesense: FakeTypesense;
  let t: TestApp;

  beforeAll(async () => {
    typesense = await startFakeTypesense();
    t = await createTestApp({ TYPESENSE_URL: typesense.url, TYPESENSE_API_KEY: typesense.apiKey });
    await addFixtureEpisodes(t);
  });
  afterAll(async () => {
    await t.close();
    await typesense.close();
  });

  const createEpisode = (number: number, guest: string, transcriptText: string) =>
    RequestContext.create(t.orm.em, () => t.services.episodes.create(admin, { number, title: `Episode ${number}`, guest, transcriptText }));
  const hitsOf = async (episodeId: string, question: string) =>
    (await t.services.search.searchPassages(question, 5)).hits.filter((h) => h.episodeId === episodeId).map((h) => h.text);

  it('indexes an episode as stored when a copy read before an edit is indexed after it', async () => {
    const { episode } = await createEpisode(105, 'Lena Park', 'Lena Park (00:05)\nOur loyalty stamps brought the regulars back every week.');
    const before = { id: episode.id, number: 105, title: episode.title, guest: episode.guest, transcriptText: episode.transcriptText ?? null };
    try {
      await RequestContext.create(t.orm.em, () =>
        t.services.episodes.update(admin, episode.id, { transcriptText: 'Lena Park (00:05)\nThe gift cards sold out before the holidays began.' }),
      );
      // The write of an edit that lost the race (it read the episode before this one) comes last.
      await t.services.search.indexEpisode(before);
      expect(await hitsOf(episode.id, 'gift cards before the holidays')).toEqual(['The gift cards sold out before the holidays began.']);
      expect(await hitsOf(episode.id, 'loyalty stamps regulars')).toEqual([]);
    } finally {
      await RequestContext.create(t.orm.em, () => t.services.episodes.delete(admin, episode.id));
    }
  });

  it('gives no passages back to an episode deleted before an edit’s index write', async () => {
    const { episode } = await createEpisode(106, 'Omar Diaz', 'Omar Diaz (00:05)\nWe priced the warehouse robots per pallet moved.');
    await RequestContext.create(t.orm.em, () => t.services.episodes.delete(admin, episode.id));
    const copy = { id: episode.id, number: 106, title: episode.title, guest: episode.guest, transcriptText: episode.transcriptText ?? null };
    expect(await t.services.search.indexEpisode(copy)).toBe(0);
    expect(await hitsOf(episode.id, 'warehouse robots per pallet')).toEqual([]);
  });

  it('answers searches from the current collections while a rebuild runs, then from the new ones', async () => {
    const current = { passages: typesense.aliases.get('passages'), prompts: typesense.aliases.get('prompts') };
    typesense.importDelayMs = 150;
    let finished = false;
    try {
      const [counts, during] = await Promise.all([
        t.services.search.reindexAll().then((c) => {
          finished = true;
          return c;
        }),
        (async () => {
          await until(() => typesense.importing.length > 0);
          return { result: await t.services.search.searchPassages(QUESTION, 5), finished };
        })(),
      ]);
      expect(during.finished).toBe(false);
      expect(during.result.hits[0]).toMatchObject({ episodeNumber: 101, speaker: 'Mara Quill', timestamp: '00:20' });
      expect(typesense.collection('passages')!.docs.size).toBe(counts.passages);
    } finally {
      typesense.importDelayMs = 0;
    }
    expect((await t.services.search.searchPassages(QUESTION, 5)).hits[0]).toMatchObject({ episodeNumber: 101, timestamp: '00:20' });
    expect(typesense.aliases.get('passages')).not.toBe(current.passages);
    expect(typesense.aliases.get('prompts')).not.toBe(current.prompts);
    expect([...typesense.collections.keys()].sort()).toEqual([typesense.aliases.get('passages'), typesense.aliases.get('prompts')].sort());
  });

  it('keeps prompt search answering during a rebuild, and a prompt published during it searchable after it', async () => {
    const earlier = await savePrompt(t, 'Which churn survey questions matter?', true);
    typesense.importDelayMs = 150;
    try {
      const [, during] = await Promise.all([
        t.services.search.reindexAll(),
        (async () => {
          // The rebuild has read the prompts and is writing them into its new collection.
          await until(() => typesense.importing.some((name) => name.startsWith('prompts')));
          const found = await t.services.search.searchPrompts('churn survey', { limit: 10, offset: 0 });
          return { found, published: await savePrompt(t, 'Which churn survey channel works best?', true) };
        })(),
      ]);
      expect(during.found).toEqual([earlier.id]);
      expect(new Set(await t.services.search.searchPrompts('churn survey', { limit: 10, offset: 0 }))).toEqual(new Set([earlier.id, during.published.id]));
    } finally {
      typesense.importDelayMs = 0;
    }
  });

  /** The texts of the episode's passages in the collection `passages` leads to. */
  const docsOf = (episodeId: string) => [...typesense.collection('passages')!.docs.values()].filter((d) => d.episode_id === episodeId).map((d) => d.text);
  /** After a rebuild: nothing but the collections the aliases lead to, and no `_next` alias. */
  const expectOnlyCurrentCollections = () => {
    expect([...typesense.aliases.keys()].sort()).toEqual(['passages', 'prompts']);
    expect([...typesense.collections.keys()].sort()).toEqual([typesense.aliases.get('passages'), typesense.aliases.get('prompts')].sort());
  };
  /**
   * Runs a rebuild whose Typesense imports each take `delayMs`; once `underway()` resolves,
   * takes the steps one after another and says of each whether it finished before the
   * rebuild did.
   */
  const duringSlowRebuild = async (delayMs: number, underway: () => Promise<void>, steps: Record<string, () => Promise<unknown>>) => {
    let finished = false;
    const during: Record<string, boolean> = {};
    typesense.importDelayMs = delayMs;
    try {
      const rebuild = t.services.search.reindexAll().then(() => {
        finished = true;
      });
      await underway();
      for (const [name, step] of Object.entries(steps)) {
        await step();
        during[name] = !finished;
      }
      await rebuild;
    } finally {
      typesense.importDelayMs = 0;
    }
    return during;
  };

  it('lets episode edits, creations and deletions through during a slow rebuild, and ends with them in the new collection', async () => {
    // Enough episodes for the rebuild to take a few seconds at 100 ms per import.
    const extra: string[] = [];
    for (let n = 1; n <= 24; n++) {
      extra.push((await createEpisode(n, `Guest ${n}`, `Guest ${n} (00:05)\nFiller talk number ${n} about nothing in particular.`)).episode.id);
    }
    const [edited, deleted] = [extra[0]!, extra[1]!];
    let created: string | undefined;
    const during = await duringSlowRebuild(
      100,
      async () => {
        // The rebuild has written episodes 1 and 2 into its new collection: an edit or deletion
        // of them now is right in it only if the write goes there too.
        await until(() => typesense.importing.some((name) => name.startsWith('passages_')));
        const building = typesense.importing.find((name) => name.startsWith('passages_'))!;
        await until(() => [...(typesense.collections.get(building)?.docs.values() ?? [])].some((d) => d.episode_id === deleted));
      },
      {
        edit: () =>
          RequestContext.create(t.orm.em, () =>
            t.services.episodes.update(admin, edited, { transcriptText: 'Guest 1 (00:05)\nOur sourdough starter outlived three bakeries.' }),
          ),
        creation: async () => {
          created = (await createEpisode(200, 'Rosa Vint', 'Rosa Vint (00:05)\nThe vineyard tours paid for the new cellar.')).episode.id;
        },
        deletion: () => RequestContext.create(t.orm.em, () => t.services.episodes.delete(admin, deleted)),
      },
    );
    try {
      // Each completed while the rebuild was still running (it used to make them wait for all of it).
      expect(during).toEqual({ edit: true, creation: true, deletion: true });
      expect(docsOf(edited)).toEqual(['Our sourdough starter outlived three bakeries.']);
      expect(docsOf(created!)).toEqual(['The vineyard tours paid for the new cellar.']);
      expect(docsOf(deleted)).toEqual([]);
      // Exactly the stored episodes.
      const stored = await t.orm.em.getConnection().execute<{ id: string }[]>('select id from episodes');
      expect(new Set([...typesense.collection('passages')!.docs.values()].map((d) => d.episode_id))).toEqual(new Set(stored.map((r) => r.id)));
      expectOnlyCurrentCollections();
    } finally {
      for (const id of [...extra.filter((id) => id !== deleted), ...(created ? [created] : [])]) {
        await RequestContext.create(t.orm.em, () => t.services.episodes.delete(admin, id));
      }
    }
  });

  it('lets prompt saves, edits and deletions through between the rebuild’s prompt batches, and ends with them in the new collection', async () => {
    // Three import batches of prompts: the rebuild used to write them all in one transaction
    // holding the prompt lock, so a prompt write waited for all of them (and the transaction,
    // idle while Typesense imported, had to end within the database's idle limit).
    await t.orm.em.getConnection().execute(
      `insert into prompts (id, text, normalized_text, slug, is_published)
         select gen_random_uuid(), 'Bulk prompt ' || n, 'bulk prompt ' || n, 'bulk-prompt-' || n, true from generate_series(1, 1100) n`,
    );
    const bulk = await t.orm.em.getConnection().execute<{ id: string }[]>(`select id from prompts where slug like 'bulk-prompt-%' order by slug`);
    const [edited, deleted] = [bulk[0]!.id, bulk[1]!.id];
    let created: string | undefined;
    const during = await duringSlowRebuild(300, () => until(() => typesense.importing.some((name) => name.startsWith('prompts_'))), {
      edit: () => RequestContext.create(t.orm.em, () => t.services.promptAdmin.update(admin, edited, PromptPatch.parse({ isPublished: false }))),
      creation: async () => {
        created = (await savePrompt(t, 'Which bakery loyalty stamps work?', true)).id;
      },
      deletion: () => RequestContext.create(t.orm.em, () => t.services.promptAdmin.delete(admin, deleted)),
    });
    try {
      expect(during).toEqual({ edit: true, creation: true, deletion: true });
      const docs = typesense.collection('prompts')!.docs;
      expect(docs.get(edited)).toMatchObject({ is_published: false });
      expect(docs.get(created!)).toMatchObject({ text: 'Which bakery loyalty stamps work?', is_published: true });
      expect(docs.has(deleted)).toBe(false);
      // Exactly the stored prompts.
      const stored = await t.orm.em.getConnection().execute<{ id: string }[]>('select id from prompts');
      expect(new Set(docs.keys())).toEqual(new Set(stored.map((r) => r.id)));
      expectOnlyCurrentCollections();
    } finally {
      await t.orm.em.getConnection().execute(`delete from prompts where slug like 'bulk-prompt-%'`);
      await t.services.search.reindexAll();
    }
  });

  it('refuses a second rebuild while one runs, and leaves the first one’s result intact', async () => {
    typesense.importDelayMs = 100;
    let first: ReindexCounts;
    let second: unknown;
    try {
      const running = t.services.search.reindexAll();
      await until(() => typesense.importing.length > 0);
      second = await t.services.search.reindexAll().then(
        () => 'not refused',
        (error: unknown) => error,
      );
      first = await running;
    } finally {
      typesense.importDelayMs = 0;
    }
    expect(second).toBeInstanceOf(AppError);
    expect(second).toMatchObject({ code: 'CONFLICT', message: 'A reindex is already running.' });
    expect(first).toMatchObject({ episodes: 3 });
    expect(typesense.collection('passages')!.docs.size).toBe(first.passages);
    expectOnlyCurrentCollections();
    expect((await t.services.search.searchPassages(QUESTION, 5)).hits[0]).toMatchObject({ episodeNumber: 101, timestamp: '00:20' });
    // Once it is done, the next one runs.
    await expect(t.services.search.reindexAll()).resolves.toMatchObject({ episodes: 3, passages: first.passages });
  });

  it('ignores a `_next` alias leading nowhere (a rebuild’s, left by a process that died) and cleans up at the next rebuild', async () => {
    // One leading to no collection, one to a half-built collection.
    typesense.aliases.set('passages_next', 'passages_gone');
    typesense.collections.set('prompts_orphan', { fields: [{ name: 'text', type: 'string' }], docs: new Map() });
    typesense.aliases.set('prompts_next', 'prompts_orphan');
    const { episode } = await createEpisode(107, 'Nia Holt', 'Nia Holt (00:05)\nThe ferry timetable app won the island over.');
    try {
      expect(docsOf(episode.id)).toEqual(['The ferry timetable app won the island over.']);
      await RequestContext.create(t.orm.em, () =>
        t.services.episodes.update(admin, episode.id, { transcriptText: 'Nia Holt (00:05)\nThe ferry app now sells tickets for the buses too.' }),
      );
      expect(docsOf(episode.id)).toEqual(['The ferry app now sells tickets for the buses too.']);
      await expect(t.services.search.reindexAll()).resolves.toMatchObject({ episodes: 4 });
      expectOnlyCurrentCollections();
      expect(docsOf(episode.id)).toEqual(['The ferry app now sells tickets for the buses too.']);
    } finally {
      await RequestContext.create(t.orm.em, () => t.services.episodes.delete(admin, episode.id));
    }
    expect(docsOf(episode.id)).toEqual([]);
  });

  it('replaces a plain collection named like its alias (a deployment from before aliases) at the next rebuild', async () => {
    // What the adapter made before aliases: plain collections under the names now aliases.
    const stale = {
      id: 'stale-1',
      passage_id: 1,
      episode_id: 'gone',
      episode_number: 1,
      ordinal: 1,
      turn_index: 0,
      speaker: 'Old Guest',
      start_seconds: 0,
      timestamp: '00:00',
      text: 'Retired tractor auctions paid for the farm.',
    };
    typesense.collections.set('old_passages', { fields: [{ name: 'text', type: 'string' }], docs: new Map([[stale.id, stale]]) });
    typesense.collections.set('old_prompts', { fields: [{ name: 'text', type: 'string' }], docs: new Map() });
    const config = { provider: 'typesense', url: typesense.url, apiKey: typesense.apiKey, embeddings: false } as const;
    const engine = new TypesenseSearchEngine(config, t.orm.em, createLogger('silent'), undefined, { collectionPrefix: 'old_' });
    try {
      // Served as it is until then.
      expect((await engine.searchPassages('retired tractor auctions', 5)).hits.map((h) => h.text)).toEqual([stale.text]);
      await engine.reindexAll();
      expect(typesense.aliases.get('old_passages')).toMatch(/^old_passages_\d+$/);
      expect(typesense.aliases.get('old_prompts')).toMatch(/^old_prompts_\d+$/);
      expect((await engine.searchPassages('retired tractor auctions', 5)).hits).toEqual([]);
      expect((await engine.searchPassages(QUESTION, 5)).hits[0]).toMatchObject({ episodeNumber: 101, timestamp: '00:20' });
    } finally {
      await engine.dropCollections();
    }
    expect([...typesense.collections.keys(), ...typesense.aliases.keys()].filter((name) => name.startsWith('old_'))).toEqual([]);
  });
});
