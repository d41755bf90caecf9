import { randomUUID } from 'node:crypto';
import { RequestContext } from '@mikro-orm/core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NO_INFORMATION_ANSWER } from '../../common/answer.js';
import { QUOTE_TIMESTAMP_MESSAGE } from '../../common/timestamps.js';
import { Migration20261126090000_unpublish_no_information } from '../../server/db/migrations/Migration20261126090000_unpublish_no_information.js';
import { buildEpisode } from '../factories/episode.factory.js';
import { buildPrompt, uniqueText } from '../factories/prompt.factory.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { viewerCookies } from '../support/viewers.js';

let t: TestApp;
let cookies: { admin: string; user: string };

beforeAll(async () => {
  t = await createTestApp();
  cookies = await viewerCookies(t);
  // The episodes the quotes below cite (a quote may cite only an episode there is).
  for (const number of [1, 2, 7]) await buildEpisode(t.orm, t.services, { number });
  await buildEpisode(t.orm, t.services, { number: 8, guest: 'Dee Example' });
  await buildEpisode(t.orm, t.services, { number: 9, guest: null });
});
afterAll(() => t.close());

const asAdmin = () => ({
  get: (path: string) => request(t.app).get(path).set('cookie', cookies.admin),
  patch: (path: string, body: unknown) =>
    request(t.app)
      .patch(path)
      .set('cookie', cookies.admin)
      .send(body as object),
  delete: (path: string) => request(t.app).delete(path).set('cookie', cookies.admin),
});

const responseRows = async (promptId: string) =>
  (await t.orm.em.fork().getConnection().execute<{ id: string }[]>('select id from responses where prompt_id = ?', [promptId])).length;

describe('admin prompt routes refuse visitors (401) and non-admins (403)', () => {
  const id = randomUUID();
  const routes: [string, string, object?][] = [
    ['get', '/api/admin/prompts'],
    ['get', `/api/admin/prompts/${id}`],
    ['patch', `/api/admin/prompts/${id}`, { isPublished: true }],
    ['delete', `/api/admin/prompts/${id}`],
    ['delete', '/api/admin/prompts'],
  ];
  it.each(routes)('%s %s', async (method, path, body) => {
    const call = (cookie?: string) => {
      const req = request(t.app)[method as 'get' | 'patch' | 'delete'](path);
      if (cookie) req.set('cookie', cookie);
      return body ? req.send(body) : req;
    };
    const visitor = await call();
    expect(visitor.status).toBe(401);
    expect(visitor.body).toMatchObject({ code: 'UNAUTHENTICATED', message: 'You must be signed in as an administrator.' });
    const user = await call(cookies.user);
    expect(user.status).toBe(403);
    expect(user.body).toMatchObject({ code: 'FORBIDDEN', message: 'You do not have admin privileges.' });
  });
});

describe('GET /api/admin/prompts', () => {
  it('lists every prompt, published or not, newest first, with the address it came from', async () => {
    const tag = `zq${Date.now()}`;
    const older = await buildPrompt(t, { text: `Older ${tag} question?`, isPublished: true, ipAddress: '198.51.100.4' });
    const newer = await buildPrompt(t, { text: `Newer ${tag} question?`, isPublished: false });
    const res = await asAdmin().get(`/api/admin/prompts?filter=${tag}`);
    expect(res.status).toBe(200);
    expect(res.body.map((p: { id: string }) => p.id)).toEqual([newer.id, older.id]);
    expect(res.body[1]).toMatchObject({ isPublished: true, ipAddress: '198.51.100.4' });
  });

  it('filters on a case-insensitive substring of the text, with % and _ taken literally', async () => {
    const tag = `Filt${Date.now()}`;
    const plain = await buildPrompt(t, { text: `Is ${tag} GROWTH real?` });
    const percent = await buildPrompt(t, { text: `Did ${tag} grow 100% in a year?` });
    const underscore = await buildPrompt(t, { text: `What is ${tag} snake_case?` });
    const ids = async (filter: string) => (await asAdmin().get('/api/admin/prompts').query({ filter })).body.map((p: { id: string }) => p.id);
    expect(await ids(`${tag.toLowerCase()} growth`)).toEqual([plain.id]);
    expect(await ids(`${tag} grow`)).toEqual([percent.id, plain.id]);
    expect(await ids('100%')).toEqual([percent.id]);
    expect(await ids(`${tag} %`)).toEqual([]);
    expect(await ids('snake_case')).toEqual([underscore.id]);
    expect(await ids('snake_c_se')).toEqual([]);
  });

  it('pages with limit and offset (10 by default) and refuses bad paging', async () => {
    for (let i = 0; i < 11; i++) await buildPrompt(t);
    expect((await asAdmin().get('/api/admin/prompts')).body).toHaveLength(10);
    expect((await asAdmin().get('/api/admin/prompts?limit=2&offset=1')).body).toHaveLength(2);
    const bad = await asAdmin().get('/api/admin/prompts?limit=5000');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('limit must be a whole number from 1 to 1000.');
  });
});

describe('GET /api/admin/prompts/:id', () => {
  it('answers { prompt, response } with the address', async () => {
    const prompt = await buildPrompt(t, { isPublished: false, ipAddress: '192.0.2.55' });
    const res = await asAdmin().get(`/api/admin/prompts/${prompt.id}`);
    expect(res.status).toBe(200);
    expect(res.body.prompt).toMatchObject({ id: prompt.id, isPublished: false, ipAddress: '192.0.2.55' });
    expect(res.body.response.sources.quotes[0]).toMatchObject({ episode: 3, timestamp: '04:30' });
  });

  it('answers 404 for unknown and malformed ids', async () => {
    expect((await asAdmin().get(`/api/admin/prompts/${randomUUID()}`)).status).toBe(404);
    const malformed = await asAdmin().get('/api/admin/prompts/xyz');
    expect(malformed.status).toBe(404);
    expect(malformed.body.message).toBe('Prompt not found.');
  });
});

describe('PATCH /api/admin/prompts/:id', () => {
  it('toggles the publish state', async () => {
    const prompt = await buildPrompt(t, { isPublished: false });
    const res = await asAdmin().patch(`/api/admin/prompts/${prompt.id}`, { isPublished: true });
    expect(res.status).toBe(200);
    expect(res.body.prompt).toMatchObject({ id: prompt.id, isPublished: true, text: prompt.text, slug: prompt.slug });
    expect((await request(t.app).get('/api/prompts?limit=1000')).body.map((p: { id: string }) => p.id)).toContain(prompt.id);
    await asAdmin().patch(`/api/admin/prompts/${prompt.id}`, { isPublished: false }).expect(200);
    expect((await request(t.app).get(`/api/prompts/${prompt.id}`)).body.prompt.isPublished).toBe(false);
  });

  it('changes text and slug, and search follows the new text', async () => {
    const prompt = await buildPrompt(t);
    const slug = `renamed-${Date.now()}`;
    const res = await asAdmin().patch(`/api/admin/prompts/${prompt.id}`, { text: 'What is xylophone pricing?', slug });
    expect(res.status).toBe(200);
    expect(res.body.prompt).toMatchObject({ text: 'What is xylophone pricing?', slug });
    expect((await request(t.app).get(`/api/prompts/by-slug/${slug}`)).status).toBe(200);
    const found = await request(t.app).get('/api/search?q=xylophone');
    expect(found.body.map((p: { id: string }) => p.id)).toEqual([prompt.id]);
  });

  it('keeps a former address working after a slug change: the answer, at its new slug, its related answers and its page head', async () => {
    const prompt = await buildPrompt(t, { text: uniqueText('Why do wombats') });
    const first = prompt.slug;
    const second = `wombats-${Date.now()}`;
    expect((await asAdmin().patch(`/api/admin/prompts/${prompt.id}`, { slug: second })).status).toBe(200);
    const third = `${second}-again`;
    expect((await asAdmin().patch(`/api/admin/prompts/${prompt.id}`, { slug: third })).status).toBe(200);
    for (const former of [first, second]) {
      const res = await request(t.app).get(`/api/prompts/by-slug/${former}`);
      expect(res.status, former).toBe(200);
      expect(res.body.prompt).toMatchObject({ id: prompt.id, slug: third });
      expect((await request(t.app).get(`/api/prompts/by-slug/${former}/related`)).status, former).toBe(200);
      const head = await RequestContext.create(t.orm.em, () => t.services.sitePages.answerHead(former, 'https://qa.example'));
      expect(head?.canonical).toBe(`https://qa.example/answer/${third}`);
      const gql = await request(t.app)
        .post('/graphql')
        .send({ query: 'query($slug: String!) { promptBySlug(slug: $slug) { id slug } }', variables: { slug: former } });
      expect(gql.body.data.promptBySlug).toEqual({ id: prompt.id, slug: third });
    }
    // A new question with the same words does not take over the old link; the prompt itself may go back to it.
    expect(await RequestContext.create(t.orm.em, () => t.services.prompts.freeSlug(first))).toBe(`${first}-2`);
    expect((await asAdmin().patch(`/api/admin/prompts/${prompt.id}`, { slug: first })).body.prompt.slug).toBe(first);
    expect((await request(t.app).get(`/api/prompts/by-slug/${third}`)).body.prompt.slug).toBe(first);
    // Deleted, the answer is gone at every address.
    expect((await asAdmin().delete(`/api/admin/prompts/${prompt.id}`)).status).toBe(200);
    for (const slug of [first, second, third]) expect((await request(t.app).get(`/api/prompts/by-slug/${slug}`)).status, slug).toBe(404);
  });

  it('saves a slug change and its former address together: when the former address cannot be kept, the prompt keeps its slug', async () => {
    const prompt = await buildPrompt(t, { text: uniqueText('Why do lemmings') });
    const connection = t.orm.em.getConnection();
    // The database refuses this prompt's former address, as a failure between the two writes would.
    await connection.execute(`create function refuse_former_slug() returns trigger language plpgsql as $$
      begin if new.prompt_id = '${prompt.id}' then raise exception 'former slug refused'; end if; return new; end $$`);
    await connection.execute('create trigger refuse_former_slug before insert on prompt_former_slugs for each row execute function refuse_former_slug()');
    try {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const res = await asAdmin().patch(`/api/admin/prompts/${prompt.id}`, { slug: `lemmings-${Date.now()}`, text: `${prompt.text} Really?` });
      expect(res.status).toBe(500);
    } finally {
      vi.restoreAllMocks();
      await connection.execute('drop trigger refuse_former_slug on prompt_former_slugs');
      await connection.execute('drop function refuse_former_slug()');
    }
    const stored = await request(t.app).get(`/api/prompts/by-slug/${prompt.slug}`);
    expect(stored.status).toBe(200);
    expect(stored.body.prompt).toMatchObject({ id: prompt.id, slug: prompt.slug, text: prompt.text });
  });

  it('makes a fresh slug from the (new) text when the slug is empty', async () => {
    const taken = await buildPrompt(t, { text: 'Why do marmots churn?' });
    expect(taken.slug).toBe('why-do-marmots-churn');
    // Renamed, it keeps its slug; the text is free again.
    expect((await asAdmin().patch(`/api/admin/prompts/${taken.id}`, { text: 'Why do marmots hibernate?' })).body.prompt.slug).toBe(taken.slug);
    const prompt = await buildPrompt(t);
    const res = await asAdmin().patch(`/api/admin/prompts/${prompt.id}`, { text: 'Why do marmots churn?', slug: '' });
    expect(res.status).toBe(200);
    expect(res.body.prompt.slug).toBe('why-do-marmots-churn-2');
    const again = await asAdmin().patch(`/api/admin/prompts/${prompt.id}`, { slug: '' });
    expect(again.body.prompt.slug).toBe('why-do-marmots-churn-2');
  });

  it('answers 409 when another prompt uses the slug, and changes nothing', async () => {
    const [first, second] = [await buildPrompt(t), await buildPrompt(t)];
    const res = await asAdmin().patch(`/api/admin/prompts/${second.id}`, { text: 'Changed?', slug: first.slug });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CONFLICT', message: 'That slug is already used by another prompt.' });
    const stored = await request(t.app).get(`/api/prompts/${second.id}`);
    expect(stored.body.prompt).toMatchObject({ text: second.text, slug: second.slug });
  });

  it('answers 409 when another prompt asks the same question (case, spacing and punctuation aside), and changes nothing', async () => {
    const [first, second] = [
      await buildPrompt(t, {
        text: 'Why do voles churn?',
        quotes: [{ text: 'Voles leave in winter.', episode: 1, guest: 'Ada Example', timestamp: '01:00' }],
        episodeNumber: 1,
      }),
      await buildPrompt(t),
    ];
    const res = await asAdmin().patch(`/api/admin/prompts/${second.id}`, { text: '  why do VOLES churn ' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CONFLICT', fields: { text: 'Another prompt already asks this question: edit or delete that one instead.' } });
    expect((await request(t.app).get(`/api/prompts/${second.id}`)).body.prompt).toMatchObject({ text: second.text, slug: second.slug });
    // A visitor asking that question is still served the first prompt's answer.
    expect((await request(t.app).post('/api/chat').send({ prompt: 'Why do voles churn?' })).body.slug).toBe(first.slug);
    // The prompt's own text, in other case, is no conflict.
    const recased = await asAdmin().patch(`/api/admin/prompts/${first.id}`, { text: 'Why do VOLES churn?' });
    expect(recased.status).toBe(200);
  });

  it('lets one of several prompts edited to the same question at once take it: the others get 409 and keep their text', async () => {
    const prompts = await Promise.all(Array.from({ length: 5 }, () => buildPrompt(t)));
    const text = 'Why do stoats migrate at dusk?';
    const results = await Promise.all(prompts.map((p) => asAdmin().patch(`/api/admin/prompts/${p.id}`, { text })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const texts = await Promise.all(prompts.map(async (p) => (await request(t.app).get(`/api/prompts/${p.id}`)).body.prompt.text as string));
    expect(texts.filter((x) => x === text)).toHaveLength(1);
    expect(texts.filter((x, i) => x === prompts[i]!.text)).toHaveLength(4);
  });

  it('never gives a question an id-shaped slug, which the answer page would refuse, and refuses one from an admin', async () => {
    const idShaped = randomUUID();
    const asked = await buildPrompt(t, { text: idShaped.replaceAll('-', ' ') });
    expect(asked.slug).toBe(`${idShaped}-2`);
    expect((await request(t.app).get(`/api/prompts/by-slug/${asked.slug}`)).status).toBe(200);

    const res = await asAdmin().patch(`/api/admin/prompts/${asked.id}`, { slug: randomUUID() });
    expect(res.status).toBe(400);
    expect(res.body.fields.slug).toBe('A slug may not have the shape of an id (8-4-4-4-12 hexadecimal characters): the answer page would not open it.');
    expect((await request(t.app).get(`/api/prompts/${asked.id}`)).body.prompt.slug).toBe(asked.slug);
  });

  it('keeps a prompt its own slug', async () => {
    const prompt = await buildPrompt(t);
    const res = await asAdmin().patch(`/api/admin/prompts/${prompt.id}`, { slug: prompt.slug });
    expect(res.status).toBe(200);
    expect(res.body.prompt.slug).toBe(prompt.slug);
  });

  it('changes the answer and its quotes (sources.quotes), normalising timestamps', async () => {
    const prompt = await buildPrompt(t);
    const quotes = [
      { text: 'Retention is the only metric.', episode: 7, guest: 'Bo Example', timestamp: '4:5' },
      { text: 'Ship weekly.', episode: 7, guest: 'Bo Example', timestamp: '3725' },
      { text: 'Talk to users.', episode: 2, guest: 'Cy Example', timestamp: '' },
    ];
    const res = await asAdmin().patch(`/api/admin/prompts/${prompt.id}`, { fullResponse: '## Key Takeaways\n- Quokka retention', sources: { quotes } });
    expect(res.status).toBe(200);
    expect(res.body.response.fullResponse).toBe('## Key Takeaways\n- Quokka retention');
    expect(res.body.response.sources.quotes.map((q: { timestamp: string }) => q.timestamp)).toEqual(['04:05', '1:02:05', '00:00']);
    expect(res.body.prompt.episodeNumber).toBe(7);
    const stored = await request(t.app).get(`/api/prompts/${prompt.id}`);
    expect(stored.body.response.sources.quotes).toHaveLength(3);
    const found = await request(t.app).get('/api/search?q=quokka');
    expect(found.body.map((p: { id: string }) => p.id)).toEqual([prompt.id]);
  });

  it.each(['99:99', '1:60:00', '1.5', '1234567890123', '75:00', '100:00:00', 1234567890123, 1.5])(
    'refuses the quote timestamp %j with 400 naming it, instead of storing another time, and changes nothing',
    async (timestamp) => {
      const prompt = await buildPrompt(t);
      const before = await request(t.app).get(`/api/prompts/${prompt.id}`);
      const quotes = [{ text: 'Words.', episode: 1, guest: 'A', timestamp }];
      const res = await asAdmin().patch(`/api/admin/prompts/${prompt.id}`, { fullResponse: 'An answer', sources: { quotes } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: QUOTE_TIMESTAMP_MESSAGE,
        fields: { 'sources.quotes.0.timestamp': QUOTE_TIMESTAMP_MESSAGE },
      });
      expect((await request(t.app).get(`/api/prompts/${prompt.id}`)).body.response).toEqual(before.body.response);
    },
  );

  it('keeps accepting mm:ss, h:mm:ss up to 99:59:59, seconds as text or a number, and none', async () => {
    const prompt = await buildPrompt(t);
    const timestamps = ['59:59', ' 1:02:03 ', '99:59:59', '90', 3723, null];
    const quotes = timestamps.map((timestamp) => ({ text: 'Words.', episode: 1, guest: 'A', timestamp }));
    const res = await asAdmin().patch(`/api/admin/prompts/${prompt.id}`, { fullResponse: 'An answer', sources: { quotes } });
    expect(res.status).toBe(200);
    expect(res.body.response.sources.quotes.map((q: { timestamp: string }) => q.timestamp)).toEqual([
      '59:59',
      '1:02:03',
      '99:59:59',
      '01:30',
      '1:02:03',
      '00:00',
    ]);
  });

  it("attributes a quote given no guest to its episode's guest, and keeps a guest given", async () => {
    const prompt = await buildPrompt(t);
    const quotes = [
      { text: 'Blank guest.', episode: 8, guest: '  ', timestamp: '01:00' },
      { text: 'No guest field.', episode: 8, timestamp: '02:00' },
      { text: 'Null guest.', episode: 8, guest: null, timestamp: '03:00' },
      { text: 'Someone else.', episode: 8, guest: 'Eve Example', timestamp: '04:00' },
      { text: 'An episode without a guest.', episode: 9, guest: '', timestamp: '05:00' },
    ];
    const res = await asAdmin().patch(`/api/admin/prompts/${prompt.id}`, { fullResponse: 'An answer', sources: { quotes } });
    expect(res.status).toBe(200);
    const stored = await request(t.app).get(`/api/prompts/${prompt.id}`);
    expect(stored.body.response.sources.quotes.map((q: { guest: string }) => q.guest)).toEqual([
      'Dee Example',
      'Dee Example',
      'Dee Example',
      'Eve Example',
      '',
    ]);
  });

  it('refuses a quote citing an episode there is not (400, the field naming it), and changes nothing', async () => {
    const prompt = await buildPrompt(t);
    const before = await request(t.app).get(`/api/prompts/${prompt.id}`);
    const quotes = [
      { text: 'Retention is the only metric.', episode: 7, guest: 'Bo Example', timestamp: '01:00' },
      { text: 'Ship weekly.', episode: 999, guest: 'Bo Example', timestamp: '02:00' },
      { text: 'Talk to users.', episode: 998, guest: 'Cy Example', timestamp: '03:00' },
    ];
    const res = await asAdmin().patch(`/api/admin/prompts/${prompt.id}`, { fullResponse: 'A new answer', sources: { quotes } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Episode 999 does not exist.',
      fields: { 'sources.quotes.1.episode': 'Episode 999 does not exist.', 'sources.quotes.2.episode': 'Episode 998 does not exist.' },
    });
    expect((await request(t.app).get(`/api/prompts/${prompt.id}`)).body).toEqual(before.body);
  });

  it.each([
    [{ slug: 'Not A Slug' }, 'slug'],
    [{ slug: 'double--hyphen' }, 'slug'],
    [{ slug: '3f2504e0-4f89-11d3-9a0c-0305e82c3301' }, 'slug'],
    [{ text: '   ' }, 'text'],
    [{ isPublished: 'yes' }, 'isPublished'],
    [{ fullResponse: '' }, 'fullResponse'],
    [{ sources: { quotes: [{ text: '', episode: 1, guest: 'A', timestamp: '01:00' }] } }, 'sources.quotes.0.text'],
    [{ sources: { quotes: [{ text: 'Words.', episode: 0, guest: 'A', timestamp: '01:00' }] } }, 'sources.quotes.0.episode'],
    [{ sources: { quotes: [{ text: 'Words.', episode: 1.5, guest: 'A', timestamp: '01:00' }] } }, 'sources.quotes.0.episode'],
    [{ sources: { quotes: 'none' } }, 'sources.quotes'],
    [{ sources: [] }, 'sources'],
  ])('refuses %o with 400 naming the field, and changes nothing', async (body, field) => {
    const prompt = await buildPrompt(t);
    const res = await asAdmin().patch(`/api/admin/prompts/${prompt.id}`, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_USER_INPUT');
    expect(res.body.fields).toHaveProperty(field);
    expect(typeof res.body.message).toBe('string');
    const stored = await request(t.app).get(`/api/prompts/${prompt.id}`);
    expect(stored.body.prompt).toMatchObject({ text: prompt.text, slug: prompt.slug, isPublished: true });
    expect(stored.body.response.sources.quotes).toHaveLength(1);
  });

  it("keeps the text to a visitor's question rules (words, 20 of them, 300 characters): 400 on the text field, nothing changed", async () => {
    const prompt = await buildPrompt(t);
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
    const cases: [string, string][] = [
      [words(21), 'Please rephrase in 20 words or fewer.'],
      [`${'a'.repeat(150)} ${'b'.repeat(150)}`, 'Please keep the question to 300 characters or fewer.'],
      ['x'.repeat(1200), 'Please keep the question to 300 characters or fewer.'],
      ['???', 'Please write the question in words.'],
    ];
    for (const [text, message] of cases) {
      const res = await asAdmin().patch(`/api/admin/prompts/${prompt.id}`, { text });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'BAD_USER_INPUT', message, fields: { text: message } });
    }
    expect((await request(t.app).get(`/api/prompts/${prompt.id}`)).body.prompt.text).toBe(prompt.text);
    const longest = await asAdmin().patch(`/api/admin/prompts/${prompt.id}`, { text: ` ${words(19)} ${'y'.repeat(300 - words(19).length - 1)} ` });
    expect(longest.status).toBe(200);
    expect(longest.body.prompt.text).toHaveLength(300);
  });

  it('refuses an empty change with 400', async () => {
    const prompt = await buildPrompt(t);
    for (const body of [{}, { unknownField: 1 }]) {
      const res = await asAdmin().patch(`/api/admin/prompts/${prompt.id}`, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Nothing to change: give at least one of isPublished, text, slug, fullResponse or quotes.');
    }
  });

  it('refuses malformed JSON with 400', async () => {
    const prompt = await buildPrompt(t);
    const res = await request(t.app)
      .patch(`/api/admin/prompts/${prompt.id}`)
      .set('cookie', cookies.admin)
      .set('content-type', 'application/json')
      .send('{"isPublished": tru');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body is not valid JSON.');
  });

  it('answers 404 for unknown and malformed ids', async () => {
    expect((await asAdmin().patch(`/api/admin/prompts/${randomUUID()}`, { isPublished: true })).status).toBe(404);
    expect((await asAdmin().patch('/api/admin/prompts/42', { isPublished: true })).status).toBe(404);
  });
});

describe('a no-information answer is never published', () => {
  const PUBLISH = 'This answer says the archive has no information on the question; edit the answer before publishing it.';
  const PUBLISHED =
    'This answer says the archive has no information on the question, which a published prompt may not show; unpublish the prompt before giving it this answer.';
  const publicIds = async () => {
    const lists = await Promise.all(
      ['/api/prompts?limit=1000', '/api/prompts?limit=1000&sort=popular', '/api/search?q=&limit=1000'].map((url) => request(t.app).get(url)),
    );
    return lists.flatMap((res) => res.body.map((p: { id: string }) => p.id));
  };

  it('refuses to publish a prompt whose answer is the no-information sentence (400, field isPublished), and changes nothing', async () => {
    const declined = await buildPrompt(t, { isPublished: false, fullResponse: `${NO_INFORMATION_ANSWER}\n`, quotes: [] });
    const res = await asAdmin().patch(`/api/admin/prompts/${declined.id}`, { isPublished: true });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', message: PUBLISH, fields: { isPublished: PUBLISH } });
    expect((await request(t.app).get(`/api/prompts/${declined.id}`)).body.prompt.isPublished).toBe(false);
    expect(await publicIds()).not.toContain(declined.id);
    // Publishing together with a real answer is fine; so is unpublishing, or editing the text, of a declined one.
    const answered = await asAdmin().patch(`/api/admin/prompts/${declined.id}`, { isPublished: true, fullResponse: 'A real answer after all.' });
    expect(answered.status).toBe(200);
    expect(answered.body.prompt.isPublished).toBe(true);
  });

  it('refuses publishing together with the no-information answer, and giving a published prompt that answer', async () => {
    const prompt = await buildPrompt(t, { isPublished: false });
    const both = await asAdmin().patch(`/api/admin/prompts/${prompt.id}`, { isPublished: true, fullResponse: NO_INFORMATION_ANSWER });
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ message: PUBLISH, fields: { isPublished: PUBLISH, fullResponse: PUBLISH } });

    const published = await buildPrompt(t, { isPublished: true });
    const before = await request(t.app).get(`/api/prompts/${published.id}`);
    const edit = await asAdmin().patch(`/api/admin/prompts/${published.id}`, { fullResponse: NO_INFORMATION_ANSWER, sources: { quotes: [] } });
    expect(edit.status).toBe(400);
    expect(edit.body).toMatchObject({ code: 'BAD_USER_INPUT', message: PUBLISHED, fields: { fullResponse: PUBLISHED } });
    expect((await request(t.app).get(`/api/prompts/${published.id}`)).body).toEqual(before.body);
    // Unpublished first, it may take that answer.
    await asAdmin().patch(`/api/admin/prompts/${published.id}`, { isPublished: false, fullResponse: NO_INFORMATION_ANSWER }).expect(200);
  });

  it('leaves a published no-information prompt from before alone until unpublished, which is allowed', async () => {
    const legacy = await buildPrompt(t, { isPublished: true, fullResponse: NO_INFORMATION_ANSWER, quotes: [] });
    await asAdmin().patch(`/api/admin/prompts/${legacy.id}`, { text: 'Reworded, still unanswered?' }).expect(200);
    const res = await asAdmin().patch(`/api/admin/prompts/${legacy.id}`, { isPublished: false });
    expect(res.status).toBe(200);
    expect(res.body.prompt.isPublished).toBe(false);
  });

  it('the migration unpublishes no-information prompts published before, and nothing else', async () => {
    const legacy = await buildPrompt(t, { isPublished: true, fullResponse: ` ${NO_INFORMATION_ANSWER}\n`, quotes: [] });
    const answered = await buildPrompt(t, { isPublished: true });
    const quoting = await buildPrompt(t, { isPublished: true, fullResponse: `Not quite: ${NO_INFORMATION_ANSWER}` });
    expect(await publicIds()).toContain(legacy.id);
    const em = t.orm.em.fork();
    const migration = new Migration20261126090000_unpublish_no_information(em.getDriver(), t.orm.config);
    await migration.up();
    for (const sql of migration.getQueries()) await em.getConnection().execute(sql as string);
    const state = async (id: string) => (await request(t.app).get(`/api/prompts/${id}`)).body.prompt.isPublished as boolean;
    expect([await state(legacy.id), await state(answered.id), await state(quoting.id)]).toEqual([false, true, true]);
    expect(await publicIds()).not.toContain(legacy.id);
  });
});

describe('DELETE /api/admin/prompts/:id', () => {
  it('deletes the prompt and (by cascade) its response', async () => {
    const prompt = await buildPrompt(t, { text: uniqueText('Doomed') });
    expect(await responseRows(prompt.id)).toBe(1);
    const res = await asAdmin().delete(`/api/admin/prompts/${prompt.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: prompt.id });
    expect(await responseRows(prompt.id)).toBe(0);
    expect((await request(t.app).get(`/api/prompts/${prompt.id}`)).status).toBe(404);
    expect((await asAdmin().delete(`/api/admin/prompts/${prompt.id}`)).status).toBe(404);
    expect((await asAdmin().delete('/api/admin/prompts/not-an-id')).status).toBe(404);
  });

  it('answers the stored id, and removes the search data under it, when the address spells the id in capitals', async () => {
    const prompt = await buildPrompt(t, { text: uniqueText('Shouted') });
    const removePrompt = vi.spyOn(t.services.search, 'removePrompt');
    try {
      const res = await asAdmin().delete(`/api/admin/prompts/${prompt.id.toUpperCase()}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id: prompt.id });
      expect(removePrompt).toHaveBeenCalledWith(prompt.id);
    } finally {
      removePrompt.mockRestore();
    }
  });

  it('deletes nothing for an empty id (a trailing slash), which is not the delete-all address', async () => {
    const prompt = await buildPrompt(t, { text: uniqueText('Kept') });
    const res = await asAdmin().delete('/api/admin/prompts/');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'NOT_FOUND', message: 'No API route for DELETE /api/admin/prompts/.' });
    expect((await request(t.app).get(`/api/prompts/${prompt.id}`)).status).toBe(200);
  });
});

// Last: empties the table the tests above use.
describe('DELETE /api/admin/prompts', () => {
  it('deletes every prompt and response and says how many', async () => {
    await buildPrompt(t);
    const before = (await asAdmin().get('/api/admin/prompts?limit=1000')).body.length;
    const res = await asAdmin().delete('/api/admin/prompts');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ count: before });
    expect((await asAdmin().get('/api/admin/prompts')).body).toEqual([]);
    const responses = await t.orm.em.fork().getConnection().execute<{ n: number }[]>('select count(*)::int as n from responses');
    expect(responses[0]?.n).toBe(0);
    expect((await asAdmin().delete('/api/admin/prompts')).body).toEqual({ count: 0 });
  });
});
