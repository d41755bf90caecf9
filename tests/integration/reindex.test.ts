import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { once } from 'node:events';
import { pino } from 'pino';
import type { AddressInfo } from 'node:net';
import { createOrmConfig } from '../../server/db/mikro-orm.config.js';
import { createLogger } from '../../server/logger.js';
import { PostgresSearchEngine } from '../../server/modules/search/postgres/postgres.adapter.js';
import { readModelLag } from '../../server/modules/search/postgres/index-store.js';
import { buildPrompt } from '../factories/prompt.factory.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { errorCode, graphql } from '../support/graphql.js';
import { viewerCookies } from '../support/viewers.js';

let t: TestApp;
let cookies: { admin: string; user: string };

beforeAll(async () => {
  t = await createTestApp();
  cookies = await viewerCookies(t);
});
afterAll(() => t.close());

const TRANSCRIPT = `Host Person (00:00)
Welcome back to the show, today we talk about pricing experiments and onboarding.

Guest Person (01:10)
We ran a pricing experiment every week for a year and learned that annual plans sell themselves.`;

async function addEpisode(number: number) {
  await t.orm.em
    .fork()
    .getConnection()
    .execute('insert into episodes (id, number, title, transcript_text) values (gen_random_uuid(), ?, ?, ?)', [number, `Episode ${number}`, TRANSCRIPT]);
}

/**
 * Forgets the prompt search data that reindexing rebuilds, as after a failed index or an
 * import: the question-and-answer vectors and the word list that corrects typing mistakes
 * (the question-only vector is a generated column and cannot go stale).
 */
async function clearPromptVectors() {
  const connection = t.orm.em.fork().getConnection();
  await connection.execute('update prompts set search_vector = null');
  await connection.execute('delete from prompt_words');
}

const searchIds = async (q: string) => (await request(t.app).get('/api/search').query({ q })).body.map((p: { id: string }) => p.id);

describe('POST /api/admin/reindex', () => {
  it('refuses visitors (401) and non-admins (403)', async () => {
    expect((await request(t.app).post('/api/admin/reindex')).status).toBe(401);
    expect((await request(t.app).post('/api/admin/reindex').set('cookie', cookies.user)).status).toBe(403);
  });

  it('rebuilds the search data of episodes and prompts and says what it did', async () => {
    await addEpisode(101);
    await addEpisode(102);
    const prompt = await buildPrompt(t, { text: 'What about gerbil pricing?', fullResponse: 'Charge per hamster, monthly.' });
    await clearPromptVectors();
    expect(await searchIds('hamster')).toEqual([]);

    const res = await request(t.app).post('/api/admin/reindex').set('cookie', cookies.admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ episodes: 2, prompts: 1 });
    expect(res.body.passages).toBeGreaterThanOrEqual(2);
    expect(res.body.message).toBe(`Reindexed 2 episodes (${res.body.passages} passages) and 1 prompts.`);
    expect(Number.isInteger(res.body.durationMs)).toBe(true);
    expect(await searchIds('hamster')).toEqual([prompt.id]);
    expect(await searchIds('gerbil')).toEqual([prompt.id]);
    const passages = await t.services.search.searchPassages('annual plans', 5);
    expect(new Set(passages.hits.map((p) => p.episodeNumber))).toEqual(new Set([101, 102]));
  });
});

describe('a rebuild and the first question after it', () => {
  it("returns once this process's copy of the new index is loaded: the next question does not load it", async () => {
    const loads: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void loads.push(JSON.parse(line).msg) });
    const engine = new PostgresSearchEngine(t.orm.em.fork(), log);
    await engine.reindexAll();
    expect(loads.filter((msg) => msg === 'search index loaded')).toHaveLength(1);
    expect((await engine.searchPassages('annual plans', 5)).hits.length).toBeGreaterThan(0);
    expect(loads.filter((msg) => msg === 'search index loaded')).toHaveLength(1);
  });
});

describe('reindex (GraphQL)', () => {
  const mutation = 'mutation { reindex { message episodes passages prompts durationMs } }';

  it('refuses visitors and non-admins', async () => {
    expect(errorCode(await graphql(t.app, mutation))).toBe('UNAUTHENTICATED');
    expect(errorCode(await graphql(t.app, mutation, {}, cookies.user))).toBe('FORBIDDEN');
  });

  it('answers the message and the counts', async () => {
    await clearPromptVectors();
    const result = await graphql<{ reindex: { message: string; episodes: number; prompts: number } }>(t.app, mutation, {}, cookies.admin);
    expect(result.errors).toBeUndefined();
    expect(result.data?.reindex).toMatchObject({ episodes: 2, prompts: 1 });
    expect(result.data?.reindex.message).toMatch(/^Reindexed 2 episodes \(\d+ passages\) and 1 prompts\.$/);
    expect(await searchIds('hamster')).toHaveLength(1);
  });
});

describe('the index under concurrent episode writes (one lock orders them, across processes)', () => {
  const admin = () => request(t.app).post('/api/admin/episodes').set('cookie', cookies.admin);
  const transcript = (word: string) =>
    `Host Person (00:00)\nWhat do you measure first?\n\nGuest Person (00:30)\nWe measure ${word} retention every single week and nothing else.`;
  /** The episodes whose indexed passages hold a made-up word. */
  const found = async (word: string) => new Set((await t.services.search.searchPassages(word, 10)).hits.map((h) => h.episodeNumber));

  it('indexes an episode as stored when its turn comes, not as the caller saw it: of two racing edits, the row and the index keep the same one', async () => {
    const created = await admin().send({ number: 301, title: 'Racing edits', transcriptText: transcript('zorbit') });
    expect(created.status).toBe(201);
    const id = created.body.episode.id as string;
    // Edit A saved its row, then edit B saved its row; A's indexing comes last, with A's copy.
    await t.orm.em
      .fork()
      .getConnection()
      .execute('update episodes set transcript_text = ? where id = ?', [transcript('betax'), id]);
    await t.services.search.indexEpisode({ id, number: 301, title: 'Racing edits', guest: null, transcriptText: transcript('alphax') });
    expect(await found('betax')).toEqual(new Set([301]));
    expect(await found('alphax')).toEqual(new Set());
    expect(await found('zorbit')).toEqual(new Set());
  });

  it('lets an episode edit through while a rebuild trains its model, and indexes the episode as edited', async () => {
    const created = await admin().send({ number: 330, title: 'Edited while training', transcriptText: transcript('quillax') });
    const id = created.body.episode.id as string;
    // The edit comes as a request to a server listening since before the rebuild, so that it
    // runs in a request context of its own (as an admin's would), not within the rebuild's.
    const server = t.app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    let edit: number | 'timed out' | undefined;
    /** A rebuild during whose training an admin edits the episode (the edit indexes it as the app does). */
    class EditedWhileTraining extends PostgresSearchEngine {
      protected override async train(episodes: readonly (readonly (readonly string[])[])[]) {
        if (edit === undefined) {
          // Bounded: a rebuild that trained under the index's lock would keep the edit's index write waiting.
          const response = await fetch(`http://127.0.0.1:${port}/api/admin/episodes/${id}`, {
            method: 'PATCH',
            headers: { cookie: cookies.admin, 'content-type': 'application/json' },
            body: JSON.stringify({ transcriptText: transcript('moratox') }),
            signal: AbortSignal.timeout(5_000),
          }).catch(() => null);
          edit = response?.status ?? 'timed out';
        }
        return super.train(episodes);
      }
    }
    try {
      await new EditedWhileTraining(t.orm.em.fork(), createLogger('silent')).reindexAll();
    } finally {
      server.close();
    }
    expect(edit).toBe(200);
    expect(await found('moratox')).toEqual(new Set([330]));
    expect(await found('quillax')).toEqual(new Set());
    // The model was trained before the edit: it counts the edited episode's passages as unseen.
    expect((await readModelLag({ connection: t.orm.em.fork().getConnection() })).unseen).toBeGreaterThan(0);
  });

  it('a rebuild and an episode created or deleted meanwhile both succeed, and the index holds what the rows hold', async () => {
    for (let round = 0; round < 5; round++) {
      const doomed = await admin().send({ number: 310 + round, title: 'Deleted during a rebuild', transcriptText: transcript(`doomed${round}x`) });
      const [rebuilt, deleted, added] = await Promise.all([
        request(t.app).post('/api/admin/reindex').set('cookie', cookies.admin),
        request(t.app)
          .delete(`/api/admin/episodes/${doomed.body.episode.id as string}`)
          .set('cookie', cookies.admin),
        admin().send({ number: 320 + round, title: 'Created during a rebuild', transcriptText: transcript(`fresh${round}x`) }),
      ]);
      expect([rebuilt.status, deleted.status, added.status]).toEqual([200, 200, 201]);
      expect(await found(`doomed${round}x`)).toEqual(new Set());
      expect(await found(`fresh${round}x`)).toEqual(new Set([320 + round]));
    }
  });
});

describe('a rebuild by an app role that does not own the tables', () => {
  it('rebuilds saved-answer search all the same (merging the indexes’ pending lists is the owner’s, and left to autovacuum)', async () => {
    const role = `app_${randomBytes(4).toString('hex')}`;
    const owner = t.orm.em.fork().getConnection();
    await owner.execute(`create role ${role} login password 'app-role-password'`);
    await owner.execute(`grant usage on schema public to ${role}`);
    await owner.execute(`grant select, insert, update, delete on all tables in schema public to ${role}`);
    await owner.execute(`grant usage, select on all sequences in schema public to ${role}`);
    const url = new URL(t.databaseUrl);
    url.username = role;
    url.password = 'app-role-password';
    const orm = await MikroORM.init(createOrmConfig(url.toString(), createLogger('silent')));
    try {
      const prompt = await buildPrompt(t, { text: 'What about wombat pricing?', fullResponse: 'Charge per burrow, yearly.' });
      await clearPromptVectors();
      const engine = new PostgresSearchEngine(orm.em.fork(), createLogger('silent'));
      await expect(engine.reindexAll()).resolves.toMatchObject({ prompts: expect.any(Number) as number });
      expect(await searchIds('burrow')).toEqual([prompt.id]);
      expect(await searchIds('wombta')).toEqual([prompt.id]);
    } finally {
      await orm.close(true);
      await owner.execute(`drop owned by ${role}`);
      await owner.execute(`drop role ${role}`);
    }
  });
});
