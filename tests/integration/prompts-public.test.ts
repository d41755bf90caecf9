import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prompt } from '../../server/modules/prompts/prompt.entity.js';
import { buildPrompt } from '../factories/prompt.factory.js';
import { createTestApp, type TestApp } from '../support/app.js';

let t: TestApp;
let published: Prompt[];
let unpublished: Prompt;

beforeAll(async () => {
  // One proxy in front: X-Forwarded-For tells visitors apart (view counts are per visitor).
  t = await createTestApp({ TRUST_PROXY: '1' });
  published = [];
  // Saved one after another so that "newest first" has a defined order.
  for (let i = 0; i < 12; i++) published.push(await buildPrompt(t));
  unpublished = await buildPrompt(t, { isPublished: false });
});
afterAll(() => t.close());

const ids = (body: { id: string }[]) => body.map((p) => p.id);

describe('GET /api/prompts', () => {
  it('lists published prompts only, newest first, 10 by default, in the documented JSON shape', async () => {
    const res = await request(t.app).get('/api/prompts');
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(
      published
        .slice(-10)
        .reverse()
        .map((p) => p.id),
    );
    expect(ids(res.body)).not.toContain(unpublished.id);
    const newest = published.at(-1)!;
    expect(res.body[0]).toEqual({
      id: newest.id,
      text: newest.text,
      slug: newest.slug,
      createdAt: newest.createdAt.toISOString(),
      isPublished: true,
      viewCount: 0,
      episodeNumber: 3,
    });
    expect(res.body[0]).not.toHaveProperty('ipAddress');
  });

  it('pages with limit and offset', async () => {
    const res = await request(t.app).get('/api/prompts').query({ limit: 3, offset: 2 });
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(
      published
        .slice(-5, -2)
        .reverse()
        .map((p) => p.id),
    );
  });

  it('orders by views with sort=popular', async () => {
    const popular = published[4]!;
    await request(t.app).get(`/api/prompts/by-slug/${popular.slug}`).expect(200);
    await request(t.app).get(`/api/prompts/by-slug/${popular.slug}`).expect(200);
    const res = await request(t.app).get('/api/prompts').query({ sort: 'popular', limit: 1 });
    expect(ids(res.body)).toEqual([popular.id]);
  });

  it.each([
    [{ limit: 0 }, 'limit must be a whole number from 1 to 1000.'],
    [{ limit: 1001 }, 'limit must be a whole number from 1 to 1000.'],
    [{ limit: 'ten' }, 'limit must be a whole number from 1 to 1000.'],
    [{ limit: '2.5' }, 'limit must be a whole number from 1 to 1000.'],
    [{ offset: -1 }, 'offset must be a whole number from 0 to 2147483647.'],
    [{ sort: 'oldest' }, "sort must be 'newest' or 'popular'."],
  ])('refuses %o with 400 and a message on the parameter sent', async (query, message) => {
    const res = await request(t.app).get('/api/prompts').query(query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'BAD_USER_INPUT', fields: { [Object.keys(query)[0]!]: message } });
  });

  it('accepts the largest page (1000)', async () => {
    const res = await request(t.app).get('/api/prompts').query({ limit: 1000 });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(published.length);
  });
});

describe('GET /api/prompts/:id', () => {
  it('answers { prompt, response } for any prompt, published or not', async () => {
    const res = await request(t.app).get(`/api/prompts/${unpublished.id}`);
    expect(res.status).toBe(200);
    expect(res.body.prompt).toMatchObject({ id: unpublished.id, text: unpublished.text, slug: unpublished.slug, isPublished: false });
    expect(res.body.response).toMatchObject({
      fullResponse: `## Key Takeaways\n- An answer to: ${unpublished.text}`,
      sources: { quotes: [{ text: 'We tested the pricing page first.', episode: 3, guest: 'Ada Example', timestamp: '04:30' }] },
    });
    expect(Object.keys(res.body.response).sort()).toEqual(['createdAt', 'fullResponse', 'id', 'sources']);
  });

  it('answers 404 for an unknown id and for a malformed one', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', '123']) {
      const res = await request(t.app).get(`/api/prompts/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Prompt not found.', code: 'NOT_FOUND' });
    }
  });
});

describe('GET /api/prompts/:id/slug', () => {
  it('answers the slug', async () => {
    const prompt = published[0]!;
    const res = await request(t.app).get(`/api/prompts/${prompt.id}/slug`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ slug: prompt.slug });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await request(t.app).get(`/api/prompts/${randomUUID()}/slug`)).status).toBe(404);
    expect((await request(t.app).get('/api/prompts/nope/slug')).status).toBe(404);
  });
});

describe('GET /api/prompts/by-slug/:slug', () => {
  it('answers { prompt, response } and counts one view per visitor a day', async () => {
    const prompt = published[1]!;
    const read = (ip: string) => request(t.app).get(`/api/prompts/by-slug/${prompt.slug}`).set('X-Forwarded-For', ip);
    const first = await read('203.0.113.1');
    expect(first.status).toBe(200);
    expect(first.body.prompt).toMatchObject({ id: prompt.id, slug: prompt.slug, text: prompt.text, viewCount: 1 });
    expect(first.body.response.sources.quotes).toHaveLength(1);
    // The same visitor again: the answer, and no second view.
    const again = await read('203.0.113.1');
    expect(again.body.prompt).toMatchObject({ id: prompt.id, viewCount: 1 });
    expect((await read('203.0.113.2')).body.prompt.viewCount).toBe(2);
    expect((await request(t.app).get(`/api/prompts/${prompt.id}`)).body.prompt.viewCount).toBe(2);
    // The next day the first visitor counts again.
    await t.orm.em.fork().getConnection().execute("update prompt_views set date = current_date - 1 where ip_address = '203.0.113.1'");
    expect((await read('203.0.113.1')).body.prompt.viewCount).toBe(3);
    expect((await read('203.0.113.1')).body.prompt.viewCount).toBe(3);
  });

  it('keeps no view of an earlier day once the answer is read again', async () => {
    const prompt = published[3]!;
    const read = (ip: string) => request(t.app).get(`/api/prompts/by-slug/${prompt.slug}`).set('X-Forwarded-For', ip).expect(200);
    await read('203.0.113.11');
    await read('203.0.113.12');
    const connection = t.orm.em.fork().getConnection();
    await connection.execute("update prompt_views set date = current_date - 1 where ip_address = '203.0.113.11'");
    await read('203.0.113.13');
    const kept = await connection.execute<{ ip_address: string }[]>('select ip_address from prompt_views where prompt_id = ? order by ip_address', [prompt.id]);
    expect(kept.map((r) => r.ip_address)).toEqual(['203.0.113.12', '203.0.113.13']);
  });

  it('counts many concurrent reads once per visitor', async () => {
    const prompt = published[2]!;
    await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        request(t.app)
          .get(`/api/prompts/by-slug/${prompt.slug}`)
          .set('X-Forwarded-For', `198.51.100.${i % 5}`)
          .expect(200),
      ),
    );
    const stored = await request(t.app).get(`/api/prompts/${prompt.id}`);
    expect(stored.body.prompt.viewCount).toBe(5);
  });

  it('counts no view for a HEAD request, which answers as GET does without a body', async () => {
    const prompt = published[4]!;
    const views = async () => (await request(t.app).get(`/api/prompts/${prompt.id}`)).body.prompt.viewCount as number;
    const before = await views();
    const head = await request(t.app).head(`/api/prompts/by-slug/${prompt.slug}`).set('X-Forwarded-For', '198.51.100.40');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toMatch(/application\/json/);
    expect(await views()).toBe(before);
    // The same visitor's GET afterwards is their first view of the day.
    const read = await request(t.app).get(`/api/prompts/by-slug/${prompt.slug}`).set('X-Forwarded-For', '198.51.100.40');
    expect(read.body.prompt.viewCount).toBe(before + 1);
    expect((await request(t.app).head('/api/prompts/by-slug/no-such-question-here')).status).toBe(404);
  });

  it('answers 404 for an unknown slug', async () => {
    const res = await request(t.app).get('/api/prompts/by-slug/no-such-question-here');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Prompt not found.');
  });
});
