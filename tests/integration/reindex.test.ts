import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
