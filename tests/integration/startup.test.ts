import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/database.js';
import { createOrmConfig } from '../../server/db/mikro-orm.config.js';
import { migrationsList } from '../../server/db/migrations/index.js';
import { createLogger } from '../../server/logger.js';
import { prepare } from '../../server/startup.js';
import { rawTranscript } from '../factories/episode.factory.js';
import { createTestApp, createTestDatabase, type TestApp } from '../support/app.js';
import { sessionCookieOf } from '../support/session.js';

const log = createLogger('silent');
let t: TestApp;
let folder: string;

/** A demo folder in the shape of server/modules/seed/demo: episodes.json plus transcripts. */
async function writeDemoFolder(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  const episodes = [
    {
      number: 1,
      title: 'How to price a fixture',
      guest: 'Nora Vance',
      publishedDate: '2025-01-14',
      duration: '16:25',
      youtubeLink: null,
      spotifyLink: null,
      appleLink: null,
      substackLink: null,
      file: '001.txt',
    },
    {
      number: 2,
      title: 'How to test a seeder',
      guest: 'Sam Okafor',
      publishedDate: '2025-02-25',
      duration: null,
      youtubeLink: null,
      spotifyLink: null,
      appleLink: null,
      substackLink: null,
      file: '002.txt',
    },
  ];
  await fs.writeFile(path.join(dir, 'episodes.json'), JSON.stringify(episodes, null, 2));
  await fs.writeFile(path.join(dir, '001.txt'), rawTranscript('fixture pricing', 5));
  await fs.writeFile(path.join(dir, '002.txt'), rawTranscript('seeding tests', 3));
  await fs.writeFile(path.join(dir, 'questions.json'), JSON.stringify([{ question: 'What does Nora Vance say about fixture pricing?', episodes: [1] }]));
}

beforeAll(async () => {
  t = await createTestApp();
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'horizons-demo-'));
  await writeDemoFolder(path.join(folder, 'demo'));
});
afterAll(async () => {
  await t.close();
  await fs.rm(folder, { recursive: true, force: true });
});

const episodeNumbers = async () => (await request(t.app).get('/api/episodes')).body.map((e: { number: number }) => e.number);
const loginStatus = (username: string, password: string) =>
  request(t.app)
    .post('/api/auth/login')
    .send({ username, password })
    .then((r) => r.status);

describe('start-up preparation', () => {
  it('loads nothing when SEED_DEMO is false', async () => {
    await prepare(t.services, { admin: undefined, seedDemo: false }, log, { demoFolder: path.join(folder, 'demo') });
    expect(await episodeNumbers()).toEqual([]);
  });

  it('starts without episodes when there is no demo content', async () => {
    expect(await t.services.seed.seedDemo(path.join(folder, 'missing'))).toEqual({ created: 0, skipped: 'no-demo-content' });
  });

  it('fails clearly on a malformed episode list', async () => {
    const bad = path.join(folder, 'bad');
    await fs.mkdir(bad);
    await fs.writeFile(path.join(bad, 'episodes.json'), JSON.stringify([{ number: 'one', file: '../secret' }]));
    await expect(t.services.seed.seedDemo(bad)).rejects.toThrow(/episodes\.json is not a valid episode list/);
    expect(await episodeNumbers()).toEqual([]);
  });

  it('creates the configured admin and loads the demo episodes into an empty database', async () => {
    await prepare(t.services, { admin: { username: 'Owner', password: 'first-password' }, seedDemo: true }, log, { demoFolder: path.join(folder, 'demo') });
    expect(await episodeNumbers()).toEqual([2, 1]);
    const first = (await request(t.app).get('/api/episodes/1')).body;
    expect(first).toMatchObject({ title: 'How to price a fixture', guest: 'Nora Vance', publishedDate: '2025-01-14', duration: '16:25', youtubeLink: null });
    expect(first.transcriptText).toMatch(/^Nora Vance \(00:00\)\nTurn 1 is about fixture pricing\./);
    expect((await request(t.app).get('/api/episodes/2')).body.duration).toMatch(/^\d\d:\d\d$/);
    const passages = await t.orm.em.getConnection().execute<{ n: string }[]>('select count(*) as n from passages where episode_number in (1, 2)');
    expect(Number(passages[0]!.n)).toBeGreaterThanOrEqual(8);
    expect(await loginStatus('owner', 'first-password')).toBe(200);
    // The demo question was answered from the seeded episodes and published as a suggestion.
    const published = (await request(t.app).get('/api/prompts')).body as { text: string; slug: string }[];
    expect(published.map((p) => p.text)).toEqual(['What does Nora Vance say about fixture pricing?']);
    const saved = (await request(t.app).get(`/api/prompts/by-slug/${published[0]!.slug}`)).body;
    expect(saved.response.sources.quotes.map((q: { episode: number }) => q.episode)).toContain(1);
  });

  it('does not seed a database that has episodes, and updates the admin password on the next start', async () => {
    const signedIn = sessionCookieOf((await request(t.app).post('/api/auth/login').send({ username: 'owner', password: 'first-password' })).headers)!;
    // A restart with the same ADMIN_PASSWORD keeps the admin signed in…
    await prepare(t.services, { admin: { username: 'owner', password: 'first-password' }, seedDemo: false }, log);
    expect((await request(t.app).get('/api/admin/stats').set('Cookie', signedIn)).status).toBe(200);
    // …a new one ends the admin's sessions.
    await prepare(t.services, { admin: { username: 'owner', password: 'second-password' }, seedDemo: true }, log, { demoFolder: path.join(folder, 'demo') });
    expect(await episodeNumbers()).toEqual([2, 1]);
    expect(await loginStatus('owner', 'first-password')).toBe(401);
    expect(await loginStatus('OWNER', 'second-password')).toBe(200);
    expect((await request(t.app).get('/api/admin/stats').set('Cookie', signedIn)).status).toBe(401);
  });

  it('makes an existing non-admin account the configured admin', async () => {
    await t.services.auth.saveUser('promoted', 'plain-user-pass', { isAdmin: false });
    await prepare(t.services, { admin: { username: 'promoted', password: 'admin-pass-now' }, seedDemo: false }, log);
    const agent = request.agent(t.app);
    await agent.post('/api/auth/login').send({ username: 'promoted', password: 'admin-pass-now' });
    expect((await agent.get('/api/auth/session')).body.user).toMatchObject({ username: 'promoted', isAdmin: true });
  });
});

describe('concurrent start-ups', () => {
  it('seed the demo episodes once between them', async () => {
    const other = await createTestApp();
    try {
      const results = await Promise.all([1, 2, 3].map(() => other.services.seed.seedDemo(path.join(folder, 'demo'))));
      expect(results.reduce((sum, r) => sum + r.created, 0)).toBe(2);
      expect((await request(other.app).get('/api/episodes')).body).toHaveLength(2);
    } finally {
      await other.close();
    }
  });

  it('apply the migrations of a fresh database once between them, and all start', async () => {
    const database = await createTestDatabase({ empty: true });
    const orms = await Promise.all([1, 2, 3].map(() => MikroORM.init(createOrmConfig(database.url, log))));
    try {
      const results = await Promise.allSettled(orms.map((orm) => migrate(orm, log)));
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      const applied = await orms[0]!.em.getConnection().execute<{ name: string }[]>('select name from mikro_orm_migrations order by id');
      expect(applied.map((m) => m.name)).toEqual(migrationsList.map((m) => m.name));
    } finally {
      await Promise.all(orms.map((orm) => orm.close(true)));
      await database.drop();
    }
  });
});
