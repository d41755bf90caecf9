import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '../../common/validation.js';
import { buildEpisode, escapedJson, japaneseTranscript, rawTranscript } from '../factories/episode.factory.js';
import { buildUser } from '../factories/user.factory.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { sessionCookie } from '../support/session.js';

let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionCookie(t, (await buildUser(t.orm, { isAdmin: true })).user.id);
  member = await sessionCookie(t, (await buildUser(t.orm, { isAdmin: false })).user.id);
});
afterAll(() => t.close());

const gql = (query: string, variables: Record<string, unknown>, cookie?: string) => {
  const req = request(t.app).post('/graphql');
  if (cookie) req.set('Cookie', cookie);
  return req.send({ query, variables });
};

const CREATE = `mutation($input: CreateEpisodeInput!) {
  createEpisode(input: $input) { timestampCount reindexed episode { id number title videoId duration substackLink transcriptText } }
}`;
const UPDATE = `mutation($id: UUID!, $input: UpdateEpisodeInput!) {
  updateEpisode(id: $id, input: $input) { timestampCount reindexed episode { number title transcriptText } }
}`;
const DELETE = 'mutation($id: UUID!) { deleteEpisode(id: $id) { id number } }';
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('admin access to episodes', () => {
  const bodies = { number: 900, title: 'Access check', transcriptText: rawTranscript('access') };

  it.each([
    ['POST', '/api/admin/episodes'],
    ['PATCH', `/api/admin/episodes/${MISSING_ID}`],
    ['DELETE', `/api/admin/episodes/${MISSING_ID}`],
  ])('%s %s: 401 for visitors, 403 for signed-in non-admins', async (method, path) => {
    const send = (cookie?: string) => {
      const req = method === 'POST' ? request(t.app).post(path) : method === 'PATCH' ? request(t.app).patch(path) : request(t.app).delete(path);
      if (cookie) req.set('Cookie', cookie);
      return req.send(bodies);
    };
    const visitor = await send();
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe('UNAUTHENTICATED');
    const nonAdmin = await send(member);
    expect(nonAdmin.status).toBe(403);
    expect(nonAdmin.body).toEqual({ message: 'You do not have admin privileges.', code: 'FORBIDDEN' });
    expect((await request(t.app).get('/api/episodes/900')).status).toBe(404);
  });

  it.each([
    ['createEpisode', CREATE, { input: bodies }],
    ['updateEpisode', UPDATE, { id: MISSING_ID, input: { title: 'Nope nope' } }],
    ['deleteEpisode', DELETE, { id: MISSING_ID }],
  ])('%s: UNAUTHENTICATED for visitors, FORBIDDEN for non-admins', async (_name, query, variables) => {
    expect((await gql(query, variables)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await gql(query, variables, member)).body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('checks the role before the input: a visitor learns nothing from validation', async () => {
    const res = await request(t.app).post('/api/admin/episodes').send({ number: -1 });
    expect(res.status).toBe(401);
  });
});

describe('GraphQL episode mutations', () => {
  it('creates, updates and deletes an episode', async () => {
    const created = await gql(
      CREATE,
      {
        input: {
          number: 501,
          title: 'Packaging',
          youtubeLink: 'https://youtu.be/dQw4w9WgXcQ',
          substackLink: '',
          transcriptText: rawTranscript('packaging', 5),
        },
      },
      admin,
    );
    expect(created.body.errors).toBeUndefined();
    const payload = created.body.data.createEpisode;
    expect(payload).toMatchObject({ timestampCount: 5, reindexed: true, episode: { number: 501, videoId: 'dQw4w9WgXcQ', substackLink: null } });
    expect(payload.episode.transcriptText).toMatch(/^Nora Vance \(00:00\)\n/);

    const id = payload.episode.id as string;
    const renamed = await gql(UPDATE, { id, input: { title: 'Packaging, revisited' } }, admin);
    expect(renamed.body.data.updateEpisode).toMatchObject({ timestampCount: null, reindexed: true, episode: { title: 'Packaging, revisited' } });
    expect(renamed.body.data.updateEpisode.episode.transcriptText).toBe(payload.episode.transcriptText);

    const retold = await gql(UPDATE, { id, input: { transcriptText: rawTranscript('bundles', 2) } }, admin);
    expect(retold.body.data.updateEpisode).toMatchObject({ timestampCount: 2, reindexed: true });
    expect(retold.body.data.updateEpisode.episode.transcriptText).toContain('bundles');

    const deleted = await gql(DELETE, { id }, admin);
    expect(deleted.body.data.deleteEpisode).toEqual({ id, number: 501 });
    expect((await gql('query($id: UUID!) { episode(id: $id) { id } }', { id })).body.data.episode).toBeNull();
  });

  it('answers bad input with BAD_USER_INPUT and field messages', async () => {
    const res = await gql(CREATE, { input: { number: 0, title: 'ab', youtubeLink: 'nope', transcriptText: 'short' } }, admin);
    expect(res.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        number: 'Episode number must be positive',
        title: 'Title must be at least 3 characters',
        youtubeLink: 'Must be a valid URL',
        transcriptText: 'Transcript must be at least 50 characters',
      },
    });
  });

  it('answers a taken number with CONFLICT and an unknown episode with NOT_FOUND', async () => {
    const existing = await buildEpisode(t.orm, t.services, { number: 502 });
    const dup = await gql(CREATE, { input: { number: 502, title: 'Duplicate', transcriptText: rawTranscript('dup') } }, admin);
    expect(dup.body.errors[0]).toMatchObject({ message: 'Episode #502 already exists.', extensions: { code: 'CONFLICT' } });
    const other = await buildEpisode(t.orm, t.services, { number: 503 });
    const renumber = await gql(UPDATE, { id: other.id, input: { number: existing.number } }, admin);
    expect(renumber.body.errors[0].extensions.code).toBe('CONFLICT');

    for (const [query, variables] of [
      [UPDATE, { id: MISSING_ID, input: { title: 'Anything' } }],
      [DELETE, { id: MISSING_ID }],
    ] as const) {
      const res = await gql(query, variables, admin);
      expect(res.body.errors[0]).toMatchObject({ message: 'Episode not found.', extensions: { code: 'NOT_FOUND' } });
    }
  });

  it('lets one of several concurrent deleteEpisode mutations succeed; the others get NOT_FOUND', async () => {
    for (const number of [505, 506, 507]) {
      const { id } = await buildEpisode(t.orm, t.services, { number });
      const results = await Promise.all([1, 2, 3].map(() => gql(DELETE, { id }, admin)));
      const done = results.filter((r) => r.body.data?.deleteEpisode);
      expect(done.map((r) => r.body.data.deleteEpisode)).toEqual([{ id, number }]);
      const refused = results.filter((r) => !r.body.data?.deleteEpisode);
      expect(refused.map((r) => r.body.errors[0])).toMatchObject([
        { message: 'Episode not found.', extensions: { code: 'NOT_FOUND' } },
        { message: 'Episode not found.', extensions: { code: 'NOT_FOUND' } },
      ]);
    }
  });

  it('takes a 1,000,000-character transcript in createEpisode and updateEpisode, even with every character \\u-escaped (6 MB)', async () => {
    const longest = japaneseTranscript(TEXT_LIMITS.transcript);
    const post = (query: string, variables: Record<string, unknown>) =>
      request(t.app).post('/graphql').set('Cookie', admin).set('content-type', 'application/json').send(escapedJson({ query, variables }));
    const created = await post(CREATE, { input: { number: 508, title: 'The longest transcript', transcriptText: longest } });
    expect(created.status, JSON.stringify(created.body).slice(0, 200)).toBe(200);
    const { id } = created.body.data.createEpisode.episode;
    expect(created.body.data.createEpisode.episode.transcriptText).toContain('価格の段階を見直して');
    const updated = await post(UPDATE, { id, input: { transcriptText: longest.replace('価格', '料金') } });
    expect(updated.status, JSON.stringify(updated.body).slice(0, 200)).toBe(200);
    expect(updated.body.data.updateEpisode.episode.transcriptText).toContain('料金の段階を見直して');
  });

  it('refuses explicit nulls for required fields with their messages', async () => {
    const episode = await buildEpisode(t.orm, t.services, { number: 504 });
    const res = await gql(UPDATE, { id: episode.id, input: { title: null, transcriptText: null } }, admin);
    expect(res.body.errors[0].extensions.fields).toEqual({
      title: 'Title must be at least 3 characters',
      transcriptText: 'Transcript must be at least 50 characters',
    });
  });
});
