import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS, LIST_BUDGET_MESSAGE } from '../../server/graphql/limits.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { errorCode, graphql } from '../support/graphql.js';
import { buildEpisode } from '../factories/episode.factory.js';

/** Item 2 of issue 9: one anonymous GraphQL request cannot stall the server. */

let t: TestApp;
let production: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  production = await createTestApp({ NODE_ENV: 'production' });
  await buildEpisode(t.orm, t.services, { number: 1 });
});
afterAll(async () => {
  await t.close();
  await production.close();
});

const aliases = (n: number, field: string) => `query Many { ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

describe('bounded GraphQL', () => {
  it('refuses 500 aliased lists before running anything', async () => {
    const res = await graphql(t.app, aliases(500, 'episodes(limit: 1000) { transcriptText }'));
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('GRAPHQL_PARSE_FAILED');
    expect(res.errors?.[0]?.message).toMatch(/tokens/i);
    expect(res.data).toBeUndefined();
  });

  it('refuses more aliases than the limit, with a validation error', async () => {
    const res = await graphql(t.app, aliases(GRAPHQL_LIMITS.maxAliases + 1, 'site { podcastName }'));
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(res.errors?.[0]?.message).toMatch(/aliases limit/i);
    expect(res.data).toBeUndefined();
  });

  it('allows a few aliases, as the client uses them', async () => {
    const res = await graphql<{ a: unknown[]; b: unknown[] }>(t.app, 'query { a: episodes(limit: 2) { number } b: prompts(limit: 2) { slug } }');
    expect(res.errors).toBeUndefined();
    expect(res.data?.a).toEqual([{ number: 1 }]);
  });

  it('refuses a selection nested deeper than the limit', async () => {
    let selection = '__typename';
    for (let i = 0; i < GRAPHQL_LIMITS.maxDepth; i++) selection = `... on Query { ${selection} }`;
    const deep = `query { ${selection} }`;
    const res = await graphql(t.app, deep);
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(res.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('stops parsing a document over the token limit', async () => {
    const fields = Array.from({ length: GRAPHQL_LIMITS.maxTokens }, () => '__typename').join(' ');
    const res = await graphql(t.app, `query { ${fields} }`);
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('GRAPHQL_PARSE_FAILED');
    expect(res.errors?.[0]?.message).toMatch(/tokens/i);
  });

  it('refuses an operation whose lists add up to too many rows, even through variables', async () => {
    const query = 'query Lists($n: Int) { a: prompts(limit: $n) { slug } b: prompts(limit: $n) { slug } c: prompts(limit: $n) { slug } }';
    const res = await graphql(t.app, query, { n: 1000 });
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.message).toBe(LIST_BUDGET_MESSAGE);
    expect((await graphql(t.app, query, { n: 10 })).errors).toBeUndefined();
  });

  it('counts a size given by a variable default in the operation, or by null, as execution will', async () => {
    for (const query of [
      'query ($n: Int = 1000) { a: prompts(limit: $n) { slug } b: prompts(limit: $n) { slug } c: prompts(limit: $n) { slug } }',
      'query ($n: Int = 21) { episodes(limit: $n) { transcriptText } }',
      // null is the default page (10) to the resolvers: three of them are 30 transcripts.
      'query { a: episodes(limit: null) { transcriptText } b: episodes(limit: null) { transcriptText } c: episodes(limit: null) { transcriptText } }',
    ]) {
      const res = await graphql(t.app, query);
      expect(res.status, query).toBe(400);
      expect(res.errors?.[0]?.message, query).toBe(LIST_BUDGET_MESSAGE);
    }
    // A variable the request gives wins over the operation's default.
    expect((await graphql(t.app, 'query ($n: Int = 21) { episodes(limit: $n) { number } }', { n: 5 })).errors).toBeUndefined();
    expect((await graphql(t.app, 'query ($n: Int = 21) { episodes(limit: $n) { transcriptText } }', { n: 5 })).errors).toBeUndefined();
  });

  it('counts transcripts in lists and in fragments', async () => {
    const query = `query { episodes(limit: 30) { ...Full } }
      fragment Full on Episode { number transcriptText }`;
    const res = await graphql(t.app, query);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.message).toBe(LIST_BUDGET_MESSAGE);
    expect((await graphql(t.app, 'query { episodes(limit: 9) { transcriptText } }')).errors).toBeUndefined();
  });

  it('caps the size of every list argument', async () => {
    for (const query of [
      'query { prompts(limit: 1001) { slug } }',
      'query { episodes(limit: 1001) { number } }',
      'query { searchPrompts(query: "pricing", limit: 1001) { slug } }',
    ]) {
      const res = await graphql(t.app, query);
      expect(errorCode(res), query).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message, query).toMatch(/limit must be a whole number from 1 to 1000/);
    }
  });

  it('refuses batched requests', async () => {
    const res = await request(t.app)
      .post('/graphql')
      .set('content-type', 'application/json')
      .send([{ query: '{ __typename }' }, { query: '{ __typename }' }]);
    expect(res.status).toBe(400);
  });
});

describe('field suggestions', () => {
  const typo = 'mutation { deleteAllPrompt { count } }';

  it('are offered in development', async () => {
    const res = await graphql(t.app, typo);
    expect(res.errors?.[0]?.message).toMatch(/Did you mean/);
  });

  it('are not offered in production', async () => {
    const res = await graphql(production.app, typo);
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(res.errors?.[0]?.message).toBe('Cannot query field "deleteAllPrompt" on type "Mutation".');
    expect(JSON.stringify(res.errors)).not.toMatch(/deleteAllPrompts|Did you mean/);
  });
});
