import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseTranscriptBlocks, transcriptDuration } from '../../common/transcript.js';
import { TEXT_LIMITS } from '../../common/validation.js';
import { escapedJson, japaneseTranscript, rawTranscript } from '../factories/episode.factory.js';
import { buildPrompt } from '../factories/prompt.factory.js';
import { buildUser } from '../factories/user.factory.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { sessionCookie } from '../support/session.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionCookie(t, (await buildUser(t.orm, { isAdmin: true })).user.id);
});
afterAll(() => t.close());

const create = (body: object) => request(t.app).post('/api/admin/episodes').set('Cookie', admin).send(body);
const patch = (id: string, body: object) => request(t.app).patch(`/api/admin/episodes/${id}`).set('Cookie', admin).send(body);

const passages = (episodeId: string) =>
  t.orm.em
    .getConnection()
    .execute<{ id: number; episode_number: number; text: string }[]>('select id, episode_number, text from passages where episode_id = ? order by ordinal', [
      episodeId,
    ]);
const episodeCount = async () => Number((await t.orm.em.getConnection().execute<{ n: string }[]>('select count(*) as n from episodes'))[0]!.n);

const valid = (number: number, extra: object = {}) => ({
  number,
  title: `Pricing talk ${number}`,
  transcriptText: rawTranscript(`pricing ${number}`),
  ...extra,
});

describe('POST /api/admin/episodes', () => {
  it('creates an episode (201) from a raw transcript: processed, counted, indexed', async () => {
    const raw = `${rawTranscript('seat pricing', 3)}\n\nSam Okafor:\nA closing question without a timestamp.`;
    const res = await create({ number: 101, title: 'Seat pricing', guest: 'Nora Vance', publishedDate: '2025-02-03', transcriptText: raw });
    expect(res.status).toBe(201);
    expect(res.body.timestampCount).toBe(3);
    expect(res.body.reindexed).toBe(true);
    const { episode } = res.body;
    expect(episode).toMatchObject({ number: 101, title: 'Seat pricing', guest: 'Nora Vance', publishedDate: '2025-02-03', youtubeLink: null });
    expect(episode.transcriptText).toMatch(/^Nora Vance \(00:00\)\nTurn 1 is about seat pricing\./);
    expect(episode.transcriptText).toContain('\n\nSam Okafor (~01:');
    // No duration given: derived from the transcript.
    expect(episode.duration).toBe(transcriptDuration(parseTranscriptBlocks(episode.transcriptText)));
    const rows = await passages(episode.id);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.every((r) => r.episode_number === 101)).toBe(true);
    expect((await request(t.app).get('/api/episodes/101')).body.id).toBe(episode.id);
  });

  it('derives the duration from the latest time in the transcript, even when a later turn is stamped earlier', async () => {
    const transcriptText = [
      'Nora Vance (00:05)\nWe started with seat pricing and how the tiers were first drawn up.',
      'Sam Okafor:\nAnd what changed after the first year of selling seats?',
      'Nora Vance (1:02:03)\nNear the end we talked about usage pricing.',
      'Sam Okafor (1:02:10)\nThank you for joining.',
      'Nora Vance (00:10:00)\nA clip from ten minutes in, pasted at the end.',
    ].join('\n\n');
    const res = await create({ number: 110, title: 'Out of order', transcriptText });
    expect(res.status).toBe(201);
    // 1:02:10 plus four words at 150 words per minute; the last turn ends near 10:04.
    expect(res.body.episode.duration).toBe('1:02:12');
  });

  it('stores already-processed text unchanged (processing is idempotent)', async () => {
    const first = await create(valid(102));
    const again = await create({ ...valid(103), transcriptText: first.body.episode.transcriptText });
    expect(again.status).toBe(201);
    expect(again.body.episode.transcriptText).toBe(first.body.episode.transcriptText);
    expect(again.body.timestampCount).toBe(first.body.timestampCount);
  });

  it('accepts youtube_link / substack_link, answers with both spellings, and stores empty links as none', async () => {
    const res = await create({
      ...valid(104),
      youtube_link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      substack_link: 'https://horizons.example.com/p/104',
      spotifyLink: '',
      appleLink: '  ',
      duration: '52:10',
    });
    expect(res.status).toBe(201);
    expect(res.body.episode).toMatchObject({
      youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      youtube_link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      substackLink: 'https://horizons.example.com/p/104',
      substack_link: 'https://horizons.example.com/p/104',
      videoId: 'dQw4w9WgXcQ',
      spotifyLink: null,
      appleLink: null,
      duration: '52:10',
    });
  });

  it.each([
    [{ number: 0 }, 'number', 'Episode number must be positive'],
    [{ number: -4 }, 'number', 'Episode number must be positive'],
    [{ number: 'seven' }, 'number', 'Episode number must be positive'],
    // Only a JSON integer or decimal digits is a number: no JavaScript number syntax, no arrays, no booleans.
    [{ number: '0x66' }, 'number', 'Episode number must be positive'],
    [{ number: '0b1111101001' }, 'number', 'Episode number must be positive'],
    [{ number: '0o1752' }, 'number', 'Episode number must be positive'],
    [{ number: '1e3' }, 'number', 'Episode number must be positive'],
    [{ number: [1003] }, 'number', 'Episode number must be positive'],
    [{ number: [[1004]] }, 'number', 'Episode number must be positive'],
    [{ number: true }, 'number', 'Episode number must be positive'],
    [{ title: 'ab' }, 'title', 'Title must be at least 3 characters'],
    [{ title: undefined }, 'title', 'Title must be at least 3 characters'],
    [{ youtubeLink: 'youtube dot com' }, 'youtubeLink', 'Must be a valid URL'],
    [{ youtube_link: 'not a url' }, 'youtubeLink', 'Must be a valid URL'],
    [{ substackLink: 'ftp//x' }, 'substackLink', 'Must be a valid URL'],
    [{ transcriptText: 'Too short to be a transcript.' }, 'transcriptText', 'Transcript must be at least 50 characters'],
    [{ transcriptText: undefined }, 'transcriptText', 'Transcript must be at least 50 characters'],
    [{ publishedDate: '2025-02-30' }, 'publishedDate', 'Must be a date (yyyy-mm-dd)'],
    [{ duration: 'about an hour' }, 'duration', 'Duration must be mm:ss or h:mm:ss'],
  ])('answers 400 for %j and saves nothing', async (change, field, message) => {
    const before = await episodeCount();
    const res = await create({ ...valid(150), ...change });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, code: 'BAD_USER_INPUT', fields: { [field]: message } });
    expect(await episodeCount()).toBe(before);
  });

  it('reads a number sent as decimal digits (SPEC §5: the form value is coerced to a number)', async () => {
    const res = await create({ ...valid(0), number: '151' });
    expect(res.status).toBe(201);
    expect(res.body.episode.number).toBe(151);
  });

  it('answers 400 "Failed to process transcript: …" when the transcript has no spoken words', async () => {
    const headersOnly = 'Nora Vance (00:00)\nSam Okafor (00:10)\nNora Vance (00:20)\nSam Okafor (00:30)';
    const res = await create({ ...valid(151), transcriptText: headersOnly });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Failed to process transcript: /);
    expect(res.body.fields.transcriptText).toBe(res.body.message);
  });

  it('answers 409 for a number that is taken', async () => {
    expect((await create(valid(105))).status).toBe(201);
    const res = await create({ ...valid(105), title: 'Another one' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Episode #105 already exists.', code: 'CONFLICT', fields: { number: 'Episode #105 already exists.' } });
  });

  it('answers 409 to all but one of concurrent creates with the same number', async () => {
    const results = await Promise.all([1, 2, 3].map(() => create(valid(106))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await request(t.app).post('/api/admin/episodes').set('Cookie', admin).set('content-type', 'application/json').send('{"number": 1,');
    expect(res.status).toBe(400);
  });
});

describe('PATCH /api/admin/episodes/:id', () => {
  it('reprocesses and reindexes a changed transcript, replacing its passages', async () => {
    const { episode } = (await create(valid(201))).body;
    const oldIds = (await passages(episode.id)).map((r) => r.id);
    const res = await patch(episode.id, { transcriptText: rawTranscript('usage pricing', 6) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ timestampCount: 6, reindexed: true });
    expect(res.body.episode.transcriptText).toContain('usage pricing');
    const rows = await passages(episode.id);
    expect(rows.some((r) => r.text.includes('usage pricing'))).toBe(true);
    expect(rows.some((r) => r.text.includes('pricing 201'))).toBe(false);
    expect(rows.some((r) => oldIds.includes(r.id))).toBe(false);
    // The derived duration follows the new transcript.
    expect(res.body.episode.duration).toBe(transcriptDuration(parseTranscriptBlocks(res.body.episode.transcriptText)));
  });

  it('changes only the given fields; an unchanged transcript is not reindexed', async () => {
    const { episode } = (await create(valid(202, { guest: 'Nora Vance', youtubeLink: 'https://youtu.be/dQw4w9WgXcQ', duration: '41:00' }))).body;
    const oldIds = (await passages(episode.id)).map((r) => r.id);
    const res = await patch(episode.id, { publishedDate: '2025-05-05', youtube_link: '', transcriptText: episode.transcriptText });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ timestampCount: null, reindexed: false });
    expect(res.body.episode).toMatchObject({
      title: episode.title,
      guest: 'Nora Vance',
      publishedDate: '2025-05-05',
      youtubeLink: null,
      youtube_link: null,
      videoId: null,
      duration: '41:00',
    });
    expect((await passages(episode.id)).map((r) => r.id)).toEqual(oldIds);
  });

  it('keeps a typed duration when the transcript changes', async () => {
    const { episode } = (await create(valid(203, { duration: '1:05:00' }))).body;
    const res = await patch(episode.id, { transcriptText: rawTranscript('brand new words', 2) });
    expect(res.body.episode.duration).toBe('1:05:00');
  });

  it('renumbers an episode and its passages, refusing a taken number with 409', async () => {
    const { episode } = (await create(valid(204))).body;
    await create(valid(205));
    const taken = await patch(episode.id, { number: 205 });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Episode #205 already exists.');
    const res = await patch(episode.id, { number: 206 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ episode: { number: 206 }, reindexed: true, timestampCount: null });
    expect((await passages(episode.id)).every((r) => r.episode_number === 206)).toBe(true);
  });

  it('keeps the number of an episode that saved answers quote (409, nothing changed), and renumbers it once none does', async () => {
    const { episode } = (await create(valid(211))).body;
    const quote = { text: 'Pricing is a lever.', episode: 211, guest: 'Ada Example', timestamp: '00:00' };
    const answers = [await buildPrompt(t, { quotes: [quote], episodeNumber: 211 }), await buildPrompt(t, { quotes: [quote], episodeNumber: 211 })];
    const refused = await patch(episode.id, { number: 212, title: 'Renamed' });
    expect(refused.status).toBe(409);
    const message =
      'Episode 211 is quoted in 2 saved answers: with another number, those quotes would open another episode or none. Delete or edit those answers first.';
    expect(refused.body).toMatchObject({ code: 'CONFLICT', message, fields: { number: message } });
    expect((await request(t.app).get(`/api/episodes/${episode.id}`)).body).toMatchObject({ number: 211, title: 'Pricing talk 211' });

    // Other fields of a quoted episode still change.
    expect((await patch(episode.id, { title: 'Renamed' })).status).toBe(200);
    for (const answer of answers) expect((await request(t.app).delete(`/api/admin/prompts/${answer.id}`).set('Cookie', admin)).status).toBe(200);
    const renumbered = await patch(episode.id, { number: 212 });
    expect(renumbered.status).toBe(200);
    expect(renumbered.body.episode).toMatchObject({ number: 212, title: 'Renamed' });
  });

  it('validates the given fields with the SPEC messages and changes nothing', async () => {
    const { episode } = (await create(valid(207))).body;
    const res = await patch(episode.id, { title: 'x', substackLink: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ title: 'Title must be at least 3 characters', substackLink: 'Must be a valid URL' });
    expect((await request(t.app).get(`/api/episodes/${episode.id}`)).body.title).toBe(episode.title);
  });

  it('renumbers only to a JSON integer or decimal digits, refusing other number syntax and changing nothing', async () => {
    const { episode } = (await create(valid(208))).body;
    for (const number of ['0x66', '0b1111101001', '0o1752', '1e3', [1003], [[1004]], true]) {
      const res = await patch(episode.id, { number });
      expect(res.status, JSON.stringify(number)).toBe(400);
      expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: { number: 'Episode number must be positive' } });
    }
    expect((await request(t.app).get(`/api/episodes/${episode.id}`)).body.number).toBe(208);
    const res = await patch(episode.id, { number: '209' });
    expect(res.status).toBe(200);
    expect(res.body.episode.number).toBe(209);
  });

  it('answers 404 for an unknown episode', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await patch(id, { title: 'Whatever title' });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Episode not found.');
    }
  });
});

describe('an episode and its passages are saved together', () => {
  // A real database fault while the passages are written: a trigger refusing them for one episode number.
  const refusePassagesOf = (number: number) =>
    t.orm.em.getConnection().execute(
      `create function refuse_passages() returns trigger language plpgsql as $$
         begin if new.episode_number = ${number} then raise exception 'passages refused'; end if; return new; end $$;
       create trigger refuse_passages before insert on passages for each row execute function refuse_passages()`,
    );
  const acceptPassages = () => t.orm.em.getConnection().execute('drop trigger refuse_passages on passages; drop function refuse_passages()');

  it('saves no episode whose passages could not be written: the create answers 500, and the same create succeeds later', async () => {
    await refusePassagesOf(4242);
    try {
      expect((await create(valid(4242))).status).toBe(500);
      expect((await request(t.app).get('/api/episodes/4242')).status).toBe(404);
    } finally {
      await acceptPassages();
    }
    const res = await create(valid(4242));
    expect(res.status).toBe(201);
    expect((await passages(res.body.episode.id)).length).toBeGreaterThan(0);
  });

  it('keeps the transcript the passages were made from when the new passages could not be written', async () => {
    const created = await create(valid(4343));
    const { id, transcriptText: before } = created.body.episode;
    const indexed = (await passages(id)).map((r) => r.text);
    await t.orm.em.getConnection().execute('update episodes set number = 4344 where id = ?', [id]);
    await t.orm.em.getConnection().execute('update passages set episode_number = 4344 where episode_id = ?', [id]);
    await refusePassagesOf(4344);
    try {
      expect((await patch(id, { transcriptText: rawTranscript('a new subject') })).status).toBe(500);
    } finally {
      await acceptPassages();
    }
    expect((await request(t.app).get(`/api/episodes/${id}`)).body.transcriptText).toBe(before);
    expect((await passages(id)).map((r) => r.text)).toEqual(indexed);
  });
});

describe('episode bodies holding the longest transcript', () => {
  const longest = japaneseTranscript(TEXT_LIMITS.transcript);
  const sendRaw = (req: request.Test, body: string) => req.set('Cookie', admin).set('content-type', 'application/json').send(body);

  it('accepts a 1,000,000-character transcript written in the longest JSON (every character a \\u escape, 6 MB), on create and update', async () => {
    const body = escapedJson({ number: 401, title: 'The longest transcript', transcriptText: longest });
    expect(Buffer.byteLength(body)).toBeGreaterThan(6_000_000);
    const created = await sendRaw(request(t.app).post('/api/admin/episodes'), body);
    expect(created.status, JSON.stringify(created.body).slice(0, 200)).toBe(201);
    expect(created.body.episode.transcriptText).toContain('価格の段階を見直して');

    const updated = await sendRaw(
      request(t.app).patch(`/api/admin/episodes/${created.body.episode.id}`),
      escapedJson({ transcriptText: longest.replace('価格', '料金') }),
    );
    expect(updated.status, JSON.stringify(updated.body).slice(0, 200)).toBe(200);
    expect(updated.body.episode.transcriptText).toContain('料金の段階を見直して');
  });

  it('refuses one character more by the transcript rule (400), not by the body size', async () => {
    const res = await sendRaw(
      request(t.app).post('/api/admin/episodes'),
      JSON.stringify({ number: 402, title: 'One too long', transcriptText: `${longest}。` }),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ transcriptText: 'Transcript must be at most 1,000,000 characters' });
  });

  it('keeps the general 2 MB limit on routes that carry no transcript', async () => {
    const res = await request(t.app)
      .post('/api/admin/reindex')
      .set('Cookie', admin)
      .set('content-type', 'application/json')
      .send(JSON.stringify({ padding: 'x'.repeat(3 * 1024 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('DELETE /api/admin/episodes/:id', () => {
  it('deletes the episode and its passages', async () => {
    const { episode } = (await create(valid(301))).body;
    expect((await passages(episode.id)).length).toBeGreaterThan(0);
    const res = await request(t.app).delete(`/api/admin/episodes/${episode.id}`).set('Cookie', admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: episode.id, number: 301 });
    expect(await passages(episode.id)).toEqual([]);
    expect((await request(t.app).get(`/api/episodes/${episode.id}`)).status).toBe(404);
    const again = await request(t.app).delete(`/api/admin/episodes/${episode.id}`).set('Cookie', admin);
    expect(again.status).toBe(404);
  });

  it('answers the stored id, and removes the search data under it, when the address spells the id in capitals', async () => {
    const { episode } = (await create(valid(302))).body;
    const removeEpisode = vi.spyOn(t.services.search, 'removeEpisode');
    try {
      const res = await request(t.app).delete(`/api/admin/episodes/${episode.id.toUpperCase()}`).set('Cookie', admin);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id: episode.id, number: 302 });
      expect(removeEpisode).toHaveBeenCalledWith(episode.id);
    } finally {
      removeEpisode.mockRestore();
    }
  });

  it('lets exactly one of several concurrent deletes of an episode succeed; the others answer 404', async () => {
    const kept = (await create(valid(310))).body.episode;
    const keptPassages = await passages(kept.id);
    for (const number of [311, 312, 313, 314, 315]) {
      const { episode } = (await create(valid(number))).body;
      const results = await Promise.all([1, 2, 3].map(() => request(t.app).delete(`/api/admin/episodes/${episode.id}`).set('Cookie', admin)));
      const statuses = results.map((r) => r.status).sort();
      expect(statuses, `episode ${number}`).toEqual([200, 404, 404]);
      expect(results.find((r) => r.status === 200)!.body).toEqual({ id: episode.id, number });
      for (const r of results.filter((r) => r.status === 404)) expect(r.body).toEqual({ message: 'Episode not found.', code: 'NOT_FOUND' });
      expect(await passages(episode.id)).toEqual([]);
      expect((await request(t.app).get(`/api/episodes/${episode.id}`)).status).toBe(404);
    }
    // Nothing else went with them.
    expect(await passages(kept.id)).toEqual(keptPassages);
    expect((await request(t.app).get(`/api/episodes/${kept.id}`)).body.transcriptText).toBe(kept.transcriptText);
  });
});
