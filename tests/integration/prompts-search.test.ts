import { RequestContext } from '@mikro-orm/core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prompt } from '../../server/modules/prompts/prompt.entity.js';
import { buildPrompt } from '../factories/prompt.factory.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { errorCode, graphql } from '../support/graphql.js';

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

  it('refuses a search given twice or too long with 400 and the message for each', async () => {
    const twice = await request(t.app).get('/api/search?q=churn&q=onboarding');
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('Give one search, as text (q once).');
    // The field is the parameter as the address names it.
    expect(twice.body.fields).toEqual({ q: 'Give one search, as text (q once).' });
    const long = await request(t.app)
      .get('/api/search')
      .query({ q: 'churn '.repeat(60) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('A search may be at most 300 characters long.');
    expect(long.body.fields).toEqual({ q: 'A search may be at most 300 characters long.' });
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
    expect(result.errors?.[0]).toMatchObject({ message: 'offset must be a whole number from 0 to 2147483647.', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('typing mistakes (pg_trgm over the words of the questions)', () => {
  let pricing: Prompt;
  let retention: Prompt;
  beforeAll(async () => {
    pricing = await buildPrompt(t, { text: 'What pricing mistakes do founders regret?', fullResponse: 'Underpricing the first plan.' });
    retention = await buildPrompt(t, { text: 'Which retention metrics matter most?', fullResponse: 'Cohort curves that flatten.' });
  });

  it.each([
    ['pricng', 'pricing'],
    ['founders pricng', 'pricing'],
    ['retension', 'retention'],
    ['retention metrcs', 'retention'],
  ])('"%s" finds the question holding "%s"', async (q, word) => {
    const res = await request(t.app).get('/api/search').query({ q });
    expect(res.status).toBe(200);
    expect(res.body[0]?.text.toLowerCase()).toContain(word);
    expect(ids(res.body)[0]).toBe(word === 'pricing' ? pricing.id : retention.id);
  });

  it('corrects a misspelling only towards published search results: the unpublished question stays out', async () => {
    const res = await request(t.app).get('/api/search').query({ q: 'secrt' });
    expect(res.body).toEqual([]);
    const typo = await request(t.app).get('/api/search').query({ q: 'onboardng churn' });
    expect(ids(typo.body)).not.toContain(hidden.id);
    expect(ids(typo.body)[0]).toBe(inQuestion.id);
  });

  it('learns the words of a question saved later, and finds them again after a reindex', async () => {
    const later = await buildPrompt(t, { text: 'How do marketplaces handle seasonality?', fullResponse: 'They plan supply ahead.' });
    expect(ids((await request(t.app).get('/api/search').query({ q: 'seasonalty' })).body)).toEqual([later.id]);
    await t.orm.em.fork().getConnection().execute('delete from prompt_words');
    expect((await request(t.app).get('/api/search').query({ q: 'seasonalty' })).body).toEqual([]);
    await RequestContext.create(t.orm.em, () => t.services.search.reindexAll());
    expect(ids((await request(t.app).get('/api/search').query({ q: 'seasonalty' })).body)).toEqual([later.id]);
  });

  it('ignores a "word" longer than any a person writes and searches the rest', async () => {
    const res = await request(t.app)
      .get('/api/search')
      .query({ q: `pricng ${'x'.repeat(200)}` });
    expect(res.status).toBe(200);
    expect(ids(res.body)[0]).toBe(pricing.id);
  });

  it('leaves words it cannot place unmatched', async () => {
    expect((await request(t.app).get('/api/search').query({ q: 'zzyzx quokka' })).body).toEqual([]);
  });
});

describe('ranking tiers', () => {
  let local: TestApp;
  afterAll(() => local?.close());

  it('puts questions holding every word first, then answers holding them, then questions with some of them, each most viewed first', async () => {
    local = await createTestApp();
    const some = await buildPrompt(local, { text: 'Why does churn rise in winter?', fullResponse: 'Budgets close.' });
    const allInAnswer = await buildPrompt(local, { text: 'What did the guests learn?', fullResponse: 'Churn drops when onboarding improves.' });
    const allQuiet = await buildPrompt(local, { text: 'Onboarding churn: where to start?', fullResponse: 'Measure first.' });
    const allPopular = await buildPrompt(local, { text: 'How to cut onboarding churn fast?', fullResponse: 'Shorter setup.' });
    const connection = local.orm.em.fork().getConnection();
    await connection.execute('update prompts set view_count = 50 where id = ?', [allPopular.id]);
    await connection.execute('update prompts set view_count = 90 where id in (?, ?)', [some.id, allInAnswer.id]);
    const res = await request(local.app).get('/api/search').query({ q: 'onboarding churn' });
    expect(ids(res.body)).toEqual([allPopular.id, allQuiet.id, allInAnswer.id, some.id]);
  });
});

describe('relatedPrompts (GraphQL) and GET /api/prompts/by-slug/:slug/related', () => {
  const query = 'query ($slug: String!) { relatedPrompts(slug: $slug) { id slug text } }';

  it('lists up to 5 published answers to similar questions, never the answer itself nor unpublished ones', async () => {
    const local = await createTestApp();
    try {
      const self = await buildPrompt(local, { text: 'How should a seed startup set its pricing?', fullResponse: 'Start high.' });
      const similar = [];
      for (let i = 0; i < 6; i++) similar.push(await buildPrompt(local, { text: `Pricing lesson ${i} for a seed startup?`, fullResponse: 'Test it.' }));
      const draft = await buildPrompt(local, { text: 'Seed startup pricing, unpublished?', fullResponse: 'Hidden.', isPublished: false });
      await buildPrompt(local, { text: 'How do podcasts find sponsors?', fullResponse: 'Agencies.' });

      const result = await graphql<{ relatedPrompts: { id: string; slug: string }[] }>(local.app, query, { slug: self.slug });
      expect(result.errors).toBeUndefined();
      const related = result.data!.relatedPrompts.map((p) => p.id);
      expect(related).toHaveLength(5);
      expect(related).not.toContain(self.id);
      expect(related).not.toContain(draft.id);
      for (const id of related) expect(similar.map((p) => p.id)).toContain(id);

      const rest = await request(local.app).get(`/api/prompts/by-slug/${self.slug}/related`);
      expect(rest.status).toBe(200);
      expect(ids(rest.body)).toEqual(related);

      // An unpublished answer, reached by its own link, still lists published ones.
      const fromDraft = await graphql<{ relatedPrompts: { id: string }[] }>(local.app, query, { slug: draft.slug });
      expect(fromDraft.data!.relatedPrompts.map((p) => p.id)).not.toContain(draft.id);
      expect(fromDraft.data!.relatedPrompts.length).toBeGreaterThan(0);
    } finally {
      await local.close();
    }
  });

  it('lists nothing when no other published question is alike', async () => {
    const lonely = await buildPrompt(t, { text: 'Is kombucha a good office perk?', fullResponse: 'Maybe.' });
    const result = await graphql<{ relatedPrompts: unknown[] }>(t.app, query, { slug: lonely.slug });
    expect(result.data?.relatedPrompts).toEqual([]);
  });

  it('answers NOT_FOUND (404 over REST) for an unknown or impossible slug, and 400 for a NUL byte', async () => {
    for (const slug of ['no-such-answer', 'x'.repeat(5000), 'Ünïcode slug']) {
      const result = await graphql(t.app, query, { slug });
      expect(errorCode(result), slug.slice(0, 20)).toBe('NOT_FOUND');
    }
    const missing = await request(t.app).get('/api/prompts/by-slug/no-such-answer/related');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Prompt not found.', code: 'NOT_FOUND' });
    expect((await request(t.app).get(`/api/prompts/by-slug/${'x'.repeat(5000)}/related`)).status).toBe(404);
    expect(errorCode(await graphql(t.app, query, { slug: 'a\u0000b' }))).toBe('BAD_USER_INPUT');
    expect((await request(t.app).get('/api/prompts/by-slug/a%00b/related')).status).toBe(400);
  });
});

describe('saved-answer search reads words as the term pipeline does', () => {
  let own: TestApp;
  beforeAll(async () => {
    own = await createTestApp();
  });
  afterAll(() => own.close());
  const search = async (q: string) => ids((await request(own.app).get('/api/search').query({ q })).body);

  it('finds "ninety" written as "90" and "90" written as "ninety", in the question or in the answer', async () => {
    const question = await buildPrompt(own, { text: 'What should a manager do in the first 90 days?', fullResponse: 'Listen first.' });
    const answer = await buildPrompt(own, { text: 'How long is onboarding?', fullResponse: 'About ninety days for a new hire.' });
    const words = await buildPrompt(own, { text: 'Should a tenant pay nine dollars?', fullResponse: 'Often not.' });
    expect(await search('ninety days')).toEqual([question.id, answer.id]);
    expect(await search('90 days')).toEqual([question.id, answer.id]);
    // Numbers below ten stay words, and words that begin with one ("tenant") stay whole.
    expect(await search('nine dollars')).toEqual([words.id]);
    expect(await search('tenant')).toEqual([words.id]);
  });

  it('finds a question by "A/B" alone, as a word, in the question or in the answer', async () => {
    const question = await buildPrompt(own, { text: 'Should you A/B test your prices?', fullResponse: 'Test one change at a time.' });
    const answer = await buildPrompt(own, { text: 'How did the team learn faster?', fullResponse: 'They ran weekly A/B experiments and an R&D budget.' });
    await buildPrompt(own, { text: 'Is a B plan worth having?', fullResponse: 'A plan B helps.' });
    expect(await search('A/B')).toEqual([question.id, answer.id]);
    expect(await search('a/b testing')).toEqual([question.id, answer.id]);
    expect(await search('R&D')).toEqual([answer.id]);
    const gql = await graphql<{ searchPrompts: { id: string }[] }>(own.app, '{ searchPrompts(query: "A/B") { id } }');
    expect(gql.data?.searchPrompts.map((p) => p.id)).toEqual([question.id, answer.id]);
  });
});
