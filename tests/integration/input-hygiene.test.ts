import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_QUESTION_CHARS } from '../../common/limits.js';
import { QUESTION_TOO_MANY_CHARS } from '../../common/question.js';
import { buildEpisode } from '../factories/episode.factory.js';
import { buildPrompt } from '../factories/prompt.factory.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { snapshotDatabase, type DatabaseSnapshot } from '../support/db-snapshot.js';
import { errorCode, graphql } from '../support/graphql.js';
import { viewerCookies } from '../support/viewers.js';

/**
 * Item 3 of issue 9: hostile input gets a 400 with a message and changes nothing, and a
 * refused question uses no allowance.
 */

let t: TestApp;
let admin: string;
let promptId: string;
let episodeId: string;
let before: DatabaseSnapshot;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
  ({ admin } = await viewerCookies(t));
  episodeId = (await buildEpisode(t.orm, t.services, { number: 5 })).id;
  promptId = (await buildPrompt(t, { isPublished: true })).id;
});
afterAll(() => t.close());
beforeEach(async () => {
  before = await snapshotDatabase(t.databaseUrl);
});

/** The response is a 400 with a JSON message, and the database is as it was. */
async function expectRefused(res: request.Response, message?: RegExp) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.any(String) });
  if (message) expect(res.body.message).toMatch(message);
  expect(await snapshotDatabase(t.databaseUrl)).toEqual(before);
}

const NUL = /NUL/;

describe('NUL bytes', () => {
  it('are refused in a question, before any allowance is used', async () => {
    await expectRefused(await request(t.app).post('/api/chat').set('X-Forwarded-For', '198.51.100.1').send({ prompt: 'how to price\u0000 saas' }), NUL);
    const info = await request(t.app).get('/api/rate-limit').set('X-Forwarded-For', '198.51.100.1');
    expect(info.body.remaining).toBe(info.body.limit);
  });

  it('are refused in logins, episodes, prompt edits, query strings and path parameters', async () => {
    await expectRefused(await request(t.app).post('/api/auth/login').send({ username: 'ad\u0000min', password: 'secret-password' }), NUL);
    await expectRefused(
      await request(t.app)
        .post('/api/admin/episodes')
        .set('cookie', admin)
        .send({ number: 9, title: 'Nul\u0000 title', transcriptText: 'x'.repeat(80) }),
      NUL,
    );
    await expectRefused(await request(t.app).patch(`/api/admin/prompts/${promptId}`).set('cookie', admin).send({ text: 'a\u0000b' }), NUL);
    await expectRefused(await request(t.app).get('/api/search').query({ q: 'pricing\u0000' }), NUL);
    await expectRefused(await request(t.app).get('/api/prompts/by-slug/a%00b'), NUL);
  });

  it('are refused in GraphQL variables and in string literals', async () => {
    const viaVariable = await graphql(t.app, 'mutation Ask($input: AskInput!) { ask(input: $input) { slug } }', { input: { prompt: 'price\u0000' } });
    expect(viaVariable.status).toBe(400);
    expect(errorCode(viaVariable)).toBe('BAD_USER_INPUT');
    const viaLiteral = await graphql(t.app, 'query { searchPrompts(query: "pricing\\u0000") { slug } }');
    expect(viaLiteral.status).toBe(400);
    expect(errorCode(viaLiteral)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(viaLiteral.errors?.[0]?.message).toMatch(NUL);
    expect(await snapshotDatabase(t.databaseUrl)).toEqual(before);
  });
});

const LONE_SURROGATE = /lone UTF-16 surrogate/;

describe('lone UTF-16 surrogates (PostgreSQL would store U+FFFD in their place)', () => {
  const transcriptText = 'Nora Vance (00:00)\nWords about pricing and more words to pass fifty.';

  it('are refused in a question, before any allowance is used', async () => {
    await expectRefused(
      await request(t.app).post('/api/chat').set('X-Forwarded-For', '198.51.100.3').send({ prompt: 'how to price\ud800 saas' }),
      LONE_SURROGATE,
    );
    const info = await request(t.app).get('/api/rate-limit').set('X-Forwarded-For', '198.51.100.3');
    expect(info.body.remaining).toBe(info.body.limit);
  });

  it.each([
    ['an episode title', { number: 9, title: 'Surrogate \ud800 title', transcriptText }],
    ['an episode guest (low surrogate)', { number: 9, title: 'A fine title', guest: 'Nora \udc00', transcriptText }],
    ['a transcript', { number: 9, title: 'A fine title', transcriptText: `${transcriptText} \udbff` }],
  ])('are refused in %s, and no episode is created', async (_label, body) => {
    await expectRefused(await request(t.app).post('/api/admin/episodes').set('cookie', admin).send(body), LONE_SURROGATE);
  });

  it('are refused in episode changes, prompt text, quotes and sign-ups', async () => {
    await expectRefused(await request(t.app).patch(`/api/admin/episodes/${episodeId}`).set('cookie', admin).send({ title: 'New \ud800' }), LONE_SURROGATE);
    await expectRefused(await request(t.app).patch(`/api/admin/prompts/${promptId}`).set('cookie', admin).send({ text: 'a\ud800b' }), LONE_SURROGATE);
    const quotes = [{ text: 'A quote \udfff', episode: 5, guest: 'Nora Vance', timestamp: '01:00' }];
    await expectRefused(
      await request(t.app).patch(`/api/admin/prompts/${promptId}`).set('cookie', admin).send({ sources: { quotes }, fullResponse: 'An answer' }),
      LONE_SURROGATE,
    );
    await expectRefused(
      await request(t.app).post('/api/newsletter/subscribe').set('X-Forwarded-For', '198.51.100.4').send({ firstName: 'Ada\ud800', email: 'ada@example.com' }),
      LONE_SURROGATE,
    );
  });

  it('are refused in GraphQL variables with BAD_USER_INPUT', async () => {
    const ask = await graphql(t.app, 'mutation Ask($input: AskInput!) { ask(input: $input) { slug } }', { input: { prompt: 'price\ud800' } });
    expect(ask.status).toBe(400);
    expect(errorCode(ask)).toBe('BAD_USER_INPUT');
    expect(ask.errors?.[0]?.message).toMatch(LONE_SURROGATE);
    const update = await graphql(
      t.app,
      'mutation ($id: UUID!, $input: UpdatePromptInput!) { updatePrompt(id: $id, input: $input) { id } }',
      { id: promptId, input: { text: 'Prompt \udc00 text' } },
      admin,
    );
    expect(errorCode(update)).toBe('BAD_USER_INPUT');
    expect(update.errors?.[0]?.message).toMatch(LONE_SURROGATE);
    expect(await snapshotDatabase(t.databaseUrl)).toEqual(before);
  });

  it('still accepts paired surrogates (emoji)', async () => {
    const res = await request(t.app).patch(`/api/admin/episodes/${episodeId}`).set('cookie', admin).send({ guest: 'Nora 😀 Vance' });
    expect(res.status).toBe(200);
    expect((await request(t.app).get(`/api/episodes/${episodeId}`)).body.guest).toBe('Nora 😀 Vance');
  });
});

describe('malformed addresses and bodies', () => {
  it.each([
    '/api/episodes/%ZZ',
    '/api/episodes/%C0%AF',
    '/api/prompts/%E0%A4%A',
    '/api/prompts/by-slug/%C0%AF',
    '/api/prompts/%ZZ/slug',
    '/api/search?q=%ZZ',
    '/api/search?q=%E0%A4%A',
    '/api/episodes?limit=9&x=%C0%AF',
  ])('answers %s with 400', async (path) => {
    await expectRefused(await request(t.app).get(path), /address/);
  });

  it.each(['null', '42', '"pricing"', 'true', ' null ', '[]', '["pricing"]'])('refuses the JSON body %j: it must be an object', async (body) => {
    for (const req of [
      request(t.app).post('/api/auth/login'),
      request(t.app).post('/api/chat').set('X-Forwarded-For', '198.51.100.5'),
      request(t.app).patch(`/api/admin/episodes/${episodeId}`).set('cookie', admin),
    ]) {
      const res = await req.set('content-type', 'application/json').send(body);
      await expectRefused(res);
      expect(res.body.message).toBe('The request body must be a JSON object.');
    }
  });

  it('still calls a body that is not JSON not valid JSON', async () => {
    for (const body of ['{"prompt": "pricing"', 'nul', "{'a': 1}"]) {
      const res = await request(t.app).post('/api/chat').set('X-Forwarded-For', '198.51.100.5').set('content-type', 'application/json').send(body);
      await expectRefused(res);
      expect(res.body.message).toBe('The request body is not valid JSON.');
    }
  });

  it('refuses a body that claims gzip but is not', async () => {
    const res = await request(t.app)
      .post('/api/auth/login')
      .set('content-type', 'application/json')
      .set('content-encoding', 'gzip')
      .send(JSON.stringify({ username: 'admin', password: 'secret-password' }));
    await expectRefused(res, /compressed/);
  });

  it('still reads a body that really is gzip', async () => {
    const res = await request(t.app)
      .post('/api/auth/login')
      .set('content-type', 'application/json')
      .set('content-encoding', 'gzip')
      // As bytes: superagent would otherwise write a Buffer as JSON.
      .serialize((body: Buffer) => body as unknown as string)
      .send(gzipSync(JSON.stringify({ username: '', password: '' })));
    await expectRefused(res, /username and password/);
  });

  it('answers 415 to an unknown content encoding or charset, naming what to send', async () => {
    const encoding = await request(t.app).post('/api/auth/login').set('content-type', 'application/json').set('content-encoding', 'br2').send('{}');
    expect(encoding.status).toBe(415);
    expect(encoding.body).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: expect.stringMatching(/Content-Encoding is not supported.*gzip/) });
    const charset = await request(t.app).post('/api/chat').set('content-type', 'application/json; charset=latin1').send('{"prompt":"How do I grow?"}');
    expect(charset.status).toBe(415);
    expect(charset.body).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: expect.stringMatching(/charset is not supported: send it as UTF-8/) });
    expect(await snapshotDatabase(t.databaseUrl)).toEqual(before);
  });
});

describe('over-long text and out-of-range numbers', () => {
  it('refuses a question over the character limit, and one with a word longer than PostgreSQL indexes', async () => {
    const long = `${'why '.repeat(10)}${'x'.repeat(MAX_QUESTION_CHARS)}`;
    await expectRefused(await request(t.app).post('/api/chat').set('X-Forwarded-For', '198.51.100.2').send({ prompt: long }), /300 characters/);
    expect(QUESTION_TOO_MANY_CHARS).toMatch(/300 characters/);
    const word = await graphql(t.app, 'mutation Ask($input: AskInput!) { ask(input: $input) { slug } }', { input: { prompt: `pricing ${'y'.repeat(2100)}` } });
    expect(errorCode(word)).toBe('BAD_USER_INPUT');
    const info = await request(t.app).get('/api/rate-limit').set('X-Forwarded-For', '198.51.100.2');
    expect(info.body.remaining).toBe(info.body.limit);
  });

  it('refuses a search with a word of 2,047+ characters or an over-long query', async () => {
    await expectRefused(
      await request(t.app)
        .get('/api/search')
        .query({ q: 'w'.repeat(2100) }),
      /search/i,
    );
    const res = await graphql(t.app, 'query Search($q: String!) { searchPrompts(query: $q) { slug } }', { q: 'w'.repeat(2100) });
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
  });

  it('refuses a username or password too long to be one', async () => {
    await expectRefused(
      await request(t.app)
        .post('/api/auth/login')
        .send({ username: 'u'.repeat(300), password: 'secret-password' }),
      /username/i,
    );
    await expectRefused(
      await request(t.app)
        .post('/api/auth/login')
        .send({ username: 'admin', password: 'p'.repeat(5000) }),
      /password/i,
    );
  });

  it('refuses over-long episode fields and an episode number over 2^31-1', async () => {
    const base = { number: 9, title: 'A fine title', transcriptText: 'Nora Vance (00:00)\nWords about pricing and more words to pass fifty.' };
    await expectRefused(
      await request(t.app)
        .post('/api/admin/episodes')
        .set('cookie', admin)
        .send({ ...base, title: 't'.repeat(1000) }),
      /title/i,
    );
    await expectRefused(
      await request(t.app)
        .post('/api/admin/episodes')
        .set('cookie', admin)
        .send({ ...base, guest: 'g'.repeat(1000) }),
      /guest/i,
    );
    await expectRefused(
      await request(t.app)
        .post('/api/admin/episodes')
        .set('cookie', admin)
        .send({ ...base, number: 2 ** 31 }),
      /too large/,
    );
    await expectRefused(await request(t.app).patch(`/api/admin/episodes/${episodeId}`).set('cookie', admin).send({ number: 1e300 }), /too large/);
  });

  it('refuses a quote whose episode number is over 2^31-1', async () => {
    const quotes = [{ text: 'A quote', episode: 2 ** 31, guest: 'Nora Vance', timestamp: '01:00' }];
    await expectRefused(
      await request(t.app).patch(`/api/admin/prompts/${promptId}`).set('cookie', admin).send({ sources: { quotes }, fullResponse: 'An answer' }),
      /episode/,
    );
    const many = Array.from({ length: 101 }, () => ({ ...quotes[0], episode: 5 }));
    await expectRefused(
      await request(t.app)
        .patch(`/api/admin/prompts/${promptId}`)
        .set('cookie', admin)
        .send({ sources: { quotes: many }, fullResponse: 'An answer' }),
      /quotes/,
    );
  });

  it('refuses paging numbers out of range in query strings', async () => {
    await expectRefused(await request(t.app).get('/api/episodes').query({ limit: '99999999999999999999' }), /limit/);
    await expectRefused(await request(t.app).get('/api/prompts').query({ offset: '1e400' }), /offset/);
    await expectRefused(
      await request(t.app)
        .get('/api/prompts')
        .query({ limit: ['1', '2'] }),
      /limit/,
    );
  });
});
