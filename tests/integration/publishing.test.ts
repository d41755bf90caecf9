import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNoInformationAnswer } from '../../common/answer.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { graphql } from '../support/graphql.js';
import { viewerCookies } from '../support/viewers.js';

/**
 * Curated publishing (SPEC §3: isPublished defaults to false) on the demo episodes:
 * demo answers ship published; a visitor's answer waits for an administrator, stays
 * out of every public list and the sitemap, and is reachable by its own link, noindex.
 */

const PUBLIC_URL = 'https://qa.example.com';
const VISITOR_QUESTION = 'Why is fill rate the number that matters for a marketplace?';
const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><!--app-head--><title>Q&amp;A</title></head><body><div id="root"></div><!--app-config--></body></html>`;

let t: TestApp;
let cookies: { admin: string; user: string };
let asked: { slug: string; promptId: string; answer: string };

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const slugsOf = (list: { slug: string }[]) => list.map((p) => p.slug);

/** Every public list of prompts, REST and GraphQL, as slugs. */
async function publicLists(query: string): Promise<Record<string, string[]>> {
  const get = async (url: string) => slugsOf((await request(t.app).get(url).expect(200)).body as { slug: string }[]);
  const gql = async (field: string, q: string) => {
    const result = await graphql<Record<string, { slug: string }[]>>(t.app, q, { query });
    expect(result.errors).toBeUndefined();
    return slugsOf(result.data![field]!);
  };
  return {
    rest: await get('/api/prompts?limit=1000'),
    restPopular: await get('/api/prompts?limit=1000&sort=popular'),
    restSearch: await get(`/api/search?q=${encodeURIComponent(query)}&limit=1000`),
    restSearchBlank: await get('/api/search?q=&limit=1000'),
    gql: await gql('prompts', 'query { prompts(limit: 1000) { slug } }'),
    gqlPopular: await gql('prompts', 'query { prompts(limit: 1000, orderBy: POPULAR) { slug } }'),
    gqlSearch: await gql('searchPrompts', 'query ($query: String!) { searchPrompts(query: $query, limit: 1000) { slug } }'),
  };
}

beforeAll(async () => {
  const clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'publishing-client-'));
  await fs.writeFile(path.join(clientDir, 'index.html'), TEMPLATE);
  t = await createTestApp({ PUBLIC_URL, TRUST_PROXY: '1' }, { clientDir });
  cookies = await viewerCookies(t);
  const seeded = await t.services.seed.seedDemo();
  expect(seeded.answered).toBeGreaterThan(0);
}, 120_000);
afterAll(() => t.close());

describe('curated publishing', () => {
  it('ships the demo answers published (declined ones excepted)', async () => {
    const result = await graphql<{ adminPrompts: { isPublished: boolean; response: { fullResponse: string } }[] }>(
      t.app,
      '{ adminPrompts(limit: 1000) { isPublished response { fullResponse } } }',
      {},
      cookies.admin,
    );
    const prompts = result.data!.adminPrompts;
    expect(prompts.length).toBeGreaterThan(0);
    for (const p of prompts) expect(p.isPublished).toBe(!isNoInformationAnswer(p.response.fullResponse));
    expect(prompts.some((p) => p.isPublished)).toBe(true);
  });

  it("saves a visitor's grounded answer unpublished and says so in the ask payload", async () => {
    const res = await request(t.app)
      .post('/graphql')
      .set('X-Forwarded-For', '203.0.113.70')
      .send({ query: 'mutation ($q: String!) { ask(input: { prompt: $q }) { slug promptId answer isPublished } }', variables: { q: VISITOR_QUESTION } });
    expect(res.body.errors).toBeUndefined();
    asked = res.body.data.ask;
    expect(isNoInformationAnswer(asked.answer)).toBe(false);
    expect(res.body.data.ask.isPublished).toBe(false);
    const rest = await request(t.app).post('/api/chat').set('X-Forwarded-For', '203.0.113.71').send({ prompt: VISITOR_QUESTION });
    expect(rest.body.promptId).toBe(asked.promptId); // the same saved answer, still unpublished
  });

  it('keeps the unpublished answer out of every public list, REST and GraphQL', async () => {
    const lists = await publicLists(VISITOR_QUESTION);
    for (const [name, slugs] of Object.entries(lists)) {
      expect(slugs, name).not.toContain(asked.slug);
      if (name !== 'restSearch' && name !== 'gqlSearch') expect(slugs.length, name).toBeGreaterThan(0);
    }
  });

  it('serves the unpublished answer by its own link, with a noindex head, and leaves it out of the sitemap', async () => {
    const bySlug = await request(t.app).get(`/api/prompts/by-slug/${asked.slug}`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.prompt).toMatchObject({ slug: asked.slug, isPublished: false });
    const gql = await graphql<{ promptBySlug: { id: string; isPublished: boolean } }>(
      t.app,
      'query ($slug: String!) { promptBySlug(slug: $slug) { id isPublished } }',
      {
        slug: asked.slug,
      },
    );
    expect(gql.data?.promptBySlug).toEqual({ id: asked.promptId, isPublished: false });

    const page = await request(t.app).get(`/answer/${asked.slug}`);
    expect(page.status).toBe(200);
    expect(headOf(page.text)).toContain('<meta name="robots" content="noindex" />');
    expect(headOf(page.text)).not.toContain('application/ld+json');

    const sitemap = await request(t.app).get('/sitemap.xml');
    expect(sitemap.text).toContain(`${PUBLIC_URL}/answer/`);
    expect(sitemap.text).not.toContain(`/answer/${asked.slug}<`);
  });

  it('shows administrators how many answers wait, and lists them apart', async () => {
    const stats = await request(t.app).get('/api/admin/stats').set('cookie', cookies.admin);
    const { promptsTotal, publishedPrompts, unpublishedPrompts } = stats.body as Record<string, number>;
    expect(unpublishedPrompts).toBe(promptsTotal! - publishedPrompts!);
    expect(unpublishedPrompts).toBeGreaterThanOrEqual(1);

    const waiting = await request(t.app).get('/api/admin/prompts?published=false&limit=1000').set('cookie', cookies.admin);
    expect(waiting.status).toBe(200);
    expect(waiting.body.length).toBe(unpublishedPrompts);
    expect(slugsOf(waiting.body)).toContain(asked.slug);
    const live = await request(t.app).get('/api/admin/prompts?published=true&limit=1000').set('cookie', cookies.admin);
    expect(live.body.length).toBe(publishedPrompts);
    expect(slugsOf(live.body)).not.toContain(asked.slug);

    const gql = await graphql<{ adminPrompts: { slug: string; isPublished: boolean }[]; adminStats: { unpublishedPrompts: number } }>(
      t.app,
      '{ adminPrompts(published: false, limit: 1000) { slug isPublished } adminStats { unpublishedPrompts } }',
      {},
      cookies.admin,
    );
    expect(gql.data?.adminPrompts.every((p) => !p.isPublished)).toBe(true);
    expect(gql.data?.adminPrompts.length).toBe(gql.data?.adminStats.unpublishedPrompts);

    const bad = await request(t.app).get('/api/admin/prompts?published=maybe').set('cookie', cookies.admin);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("published must be 'true' or 'false'.");
  });

  it('lists the answer everywhere once an administrator publishes it', async () => {
    await request(t.app).patch(`/api/admin/prompts/${asked.promptId}`).set('cookie', cookies.admin).send({ isPublished: true }).expect(200);
    const lists = await publicLists(VISITOR_QUESTION);
    for (const [name, slugs] of Object.entries(lists)) expect(slugs, name).toContain(asked.slug);
    expect(lists.restSearch![0]).toBe(asked.slug);

    const page = await request(t.app).get(`/answer/${asked.slug}`);
    expect(headOf(page.text)).not.toContain('noindex');
    expect((await request(t.app).get('/sitemap.xml')).text).toContain(`${PUBLIC_URL}/answer/${asked.slug}<`);
  });
});

describe('the same new question asked twice at once', () => {
  it('is answered and saved once, and takes one question of the allowance', async () => {
    const prompt = 'Should a brand new marketplace begin with demand or with supply?';
    const ip = '198.51.100.77';
    const asks = await Promise.all([1, 2].map(() => request(t.app).post('/api/chat').set('X-Forwarded-For', ip).send({ prompt })));
    expect(asks.map((r) => r.status)).toEqual([200, 200]);
    expect(asks[0]!.body.promptId).toBe(asks[1]!.body.promptId);
    const saved = await graphql<{ adminPrompts: { id: string }[] }>(
      t.app,
      'query ($q: String) { adminPrompts(filter: $q, limit: 10) { id } }',
      { q: prompt },
      cookies.admin,
    );
    expect(saved.data?.adminPrompts).toHaveLength(1);
    const info = await request(t.app).get('/api/rate-limit').set('X-Forwarded-For', ip);
    expect(info.body.remaining).toBe(info.body.limit - 1);
  });
});
