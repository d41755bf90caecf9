import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prompt } from '../../server/modules/prompts/prompt.entity.js';
import { buildPrompt } from '../factories/prompt.factory.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { graphql } from '../support/graphql.js';

let t: TestApp;
let inQuestion: Prompt;
let inAnswer: Prompt;
let hidden: Prompt;
let unrelated: Prompt;

beforeAll(async () => {
  t = await createTestApp();
  unrelated = await buildPrompt(t, { text: 'How do podcasts find sponsors?', fullResponse: 'Sponsors come through agencies and direct outreach.' });
  inAnswer = await buildPrompt(t, {
    text: 'What did the founders learn early?',
    fullResponse: 'They learned many things; onboarding mattered, and churn fell when teams invested in customer education and support.',
  });
  inQuestion = await buildPrompt(t, {
    text: 'How do you reduce onboarding churn?',
    fullResponse: 'Shorten the first session and show value fast.',
  });
  hidden = await buildPrompt(t, { text: 'Is onboarding churn a secret?', fullResponse: 'Onboarding churn onboarding churn.', isPublished: false });
});
afterAll(() => t.close());

const ids = (body: { id: string }[]) => body.map((p) => p.id);

describe('GET /api/search', () => {
  it('ranks a prompt whose question holds the words above one whose answer mentions them once, and leaves out unpublished ones', async () => {
    const res = await request(t.app).get('/api/search').query({ q: 'onboarding churn' });
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([inQuestion.id, inAnswer.id]);
    expect(ids(res.body)).not.toContain(hidden.id);
    expect(res.body[0]).toMatchObject({ text: inQuestion.text, slug: inQuestion.slug, viewCount: 0, episodeNumber: 3 });
  });

  it('matches a prefix of the last word while the visitor is typing', async () => {
    const res = await request(t.app).get('/api/search').query({ q: 'reduce onboar' });
    expect(ids(res.body)[0]).toBe(inQuestion.id);
    const sponsors = await request(t.app).get('/api/search').query({ q: 'spons' });
    expect(ids(sponsors.body)).toEqual([unrelated.id]);
  });

  it('finds nothing for words no published prompt holds', async () => {
    const res = await request(t.app).get('/api/search').query({ q: 'zebrafish' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('lists the published prompts, newest first, for a blank or missing query', async () => {
    const expected = [inQuestion.id, inAnswer.id, unrelated.id];
    expect(ids((await request(t.app).get('/api/search').query({ q: '   ' })).body)).toEqual(expected);
    expect(ids((await request(t.app).get('/api/search')).body)).toEqual(expected);
  });

  it('pages results', async () => {
    const res = await request(t.app).get('/api/search').query({ q: 'onboarding churn', limit: 1, offset: 1 });
    expect(ids(res.body)).toEqual([inAnswer.id]);
  });

  it('refuses bad paging with 400', async () => {
    const res = await request(t.app).get('/api/search').query({ q: 'churn', limit: -5 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('limit must be a whole number from 1 to 1000.');
  });

  it('treats search syntax as plain words', async () => {
    const res = await request(t.app).get('/api/search').query({ q: "churn & | ! ( ) :* 'onboarding" });
    expect(res.status).toBe(200);
    expect(ids(res.body)[0]).toBe(inQuestion.id);
  });
});

describe('searchPrompts (GraphQL)', () => {
  it('answers the same ranking as REST, with the answers on request', async () => {
    const result = await graphql<{ searchPrompts: { id: string; response: { fullResponse: string } }[] }>(
      t.app,
      'query ($q: String!) { searchPrompts(query: $q) { id response { fullResponse } } }',
      { q: 'onboarding churn' },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.searchPrompts.map((p) => p.id)).toEqual([inQuestion.id, inAnswer.id]);
    expect(result.data?.searchPrompts[0]?.response.fullResponse).toBe('Shorten the first session and show value fast.');
  });

  it('refuses an offset below 0 with BAD_USER_INPUT', async () => {
    const result = await graphql(t.app, '{ searchPrompts(query: "churn", offset: -1) { id } }');
    expect(result.errors?.[0]).toMatchObject({ message: 'offset must be a whole number, 0 or more.', extensions: { code: 'BAD_USER_INPUT' } });
  });
});
