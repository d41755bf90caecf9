import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Episode } from '../../server/modules/episodes/episode.entity.js';
import { buildEpisode } from '../factories/episode.factory.js';
import { createTestApp, type TestApp } from '../support/app.js';

let t: TestApp;
/** Numbers 1..12: dated episodes (1..10, one a month in 2024), one undated (11), one dated latest (12). */
const saved = new Map<number, Episode>();

beforeAll(async () => {
  t = await createTestApp();
  for (let n = 1; n <= 12; n++) {
    const publishedDate = n === 11 ? null : n === 12 ? '2025-06-01' : `2024-${String(n).padStart(2, '0')}-15`;
    const youtubeLink = n === 3 ? 'https://youtu.be/dQw4w9WgXcQ' : null;
    saved.set(n, await buildEpisode(t.orm, t.services, { number: n, publishedDate, youtubeLink }));
  }
});
afterAll(() => t.close());

const NEWEST_FIRST = [12, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 11];

describe('GET /api/episodes', () => {
  it('lists 10 episodes by default, newest first, undated last', async () => {
    const res = await request(t.app).get('/api/episodes');
    expect(res.status).toBe(200);
    expect(res.body.map((e: { number: number }) => e.number)).toEqual(NEWEST_FIRST.slice(0, 10));
  });

  it('takes an empty limit or offset as not given', async () => {
    const res = await request(t.app).get('/api/episodes?limit=&offset=');
    expect(res.status).toBe(200);
    expect(res.body.map((e: { number: number }) => e.number)).toEqual(NEWEST_FIRST.slice(0, 10));
  });

  it('pages with limit and offset', async () => {
    const page = await request(t.app).get('/api/episodes').query({ limit: 3, offset: 9 });
    expect(page.body.map((e: { number: number }) => e.number)).toEqual(NEWEST_FIRST.slice(9, 12));
    const all = await request(t.app).get('/api/episodes').query({ limit: 1000 });
    expect(all.body).toHaveLength(12);
    const past = await request(t.app).get('/api/episodes').query({ offset: 50 });
    expect(past.body).toEqual([]);
  });

  it('breaks ties on the date by number, highest first', async () => {
    await buildEpisode(t.orm, t.services, { number: 40, publishedDate: '2020-01-01' });
    await buildEpisode(t.orm, t.services, { number: 41, publishedDate: '2020-01-01' });
    const res = await request(t.app).get('/api/episodes').query({ limit: 3, offset: 11 });
    expect(res.body.map((e: { number: number }) => e.number)).toEqual([41, 40, 11]);
  });

  it.each([{ limit: 0 }, { limit: 1001 }, { limit: 'ten' }, { limit: 2.5 }, { offset: -1 }])('answers 400 for %j', async (query) => {
    const res = await request(t.app).get('/api/episodes').query(query);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_USER_INPUT');
    expect(res.body.message).toMatch(/^(limit must be a whole number from 1 to 1000|offset must be a whole number from 0 to 2147483647)\.$/);
  });

  it('shows both link spellings and the video id, without transcripts', async () => {
    const res = await request(t.app).get('/api/episodes').query({ limit: 1000 });
    const third = res.body.find((e: { number: number }) => e.number === 3);
    expect(third).toMatchObject({
      youtubeLink: 'https://youtu.be/dQw4w9WgXcQ',
      youtube_link: 'https://youtu.be/dQw4w9WgXcQ',
      substackLink: null,
      substack_link: null,
      videoId: 'dQw4w9WgXcQ',
      publishedDate: '2024-03-15',
      guest: 'Nora Vance',
    });
    expect(third).not.toHaveProperty('transcriptText');
  });
});

describe('GET /api/episodes/:id', () => {
  it('gives one episode by id, with its processed transcript', async () => {
    const episode = saved.get(5)!;
    const res = await request(t.app).get(`/api/episodes/${episode.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: episode.id, number: 5, title: 'Episode 5', duration: expect.stringMatching(/^\d\d:\d\d$/) });
    expect(res.body.transcriptText).toMatch(/^Nora Vance \(00:00\)\nTurn 1 is about topic 5\./);
  });

  it('also finds an episode by its number (the site builds episode links from it)', async () => {
    const res = await request(t.app).get('/api/episodes/7');
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(saved.get(7)!.id);
    expect(res.body.transcriptText).toContain('topic 7');
  });

  it.each(['999', '0', '-1', '00000000-0000-4000-8000-000000000000', 'not-an-id', '1e3', '99999999999'])(
    'answers 404 "Episode not found." for %s',
    async (id) => {
      const res = await request(t.app).get(`/api/episodes/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Episode not found.', code: 'NOT_FOUND' });
    },
  );
});

describe('GraphQL episode queries', () => {
  const gql = (query: string, variables: Record<string, unknown> = {}) => request(t.app).post('/graphql').send({ query, variables });

  it('lists episodes newest first with paging, loading transcripts when asked for', async () => {
    const res = await gql('{ episodes(limit: 2) { number videoId transcriptText } }');
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.episodes.map((e: { number: number }) => e.number)).toEqual([12, 10]);
    expect(res.body.data.episodes[0].transcriptText).toContain('topic 12');
    const next = await gql('query($o: Int) { episodes(limit: 2, offset: $o) { number } }', { o: 2 });
    expect(next.body.data.episodes.map((e: { number: number }) => e.number)).toEqual([9, 8]);
  });

  it('gives one episode by id or by number, null when missing', async () => {
    const third = saved.get(3)!;
    const byId = await gql('query($id: UUID!) { episode(id: $id) { number title videoId youtubeLink transcriptText publishedDate } }', { id: third.id });
    expect(byId.body.data.episode).toMatchObject({ number: 3, videoId: 'dQw4w9WgXcQ', publishedDate: '2024-03-15' });
    expect(byId.body.data.episode.transcriptText).toContain('topic 3');
    const byNumber = await gql('{ episodeByNumber(number: 3) { id } }');
    expect(byNumber.body.data.episodeByNumber).toEqual({ id: third.id });
    const missing = await gql('{ episodeByNumber(number: 404) { id } episode(id: "00000000-0000-4000-8000-000000000000") { id } }');
    expect(missing.body.data).toEqual({ episodeByNumber: null, episode: null });
  });

  it('answers a bad page size with BAD_USER_INPUT', async () => {
    const res = await gql('{ episodes(limit: 0) { id } }');
    expect(res.body.errors[0]).toMatchObject({ message: 'limit must be a whole number from 1 to 1000.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('takes a null limit as not given: 10 episodes', async () => {
    const res = await gql('{ episodes(limit: null, offset: null) { id } }');
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.episodes).toHaveLength(10);
  });
});
