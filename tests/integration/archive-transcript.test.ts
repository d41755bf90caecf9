import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORDS_PER_MINUTE } from '../../common/limits.js';
import { verifyQuote } from '../../common/quote-verification.js';
import { formatTimestamp } from '../../common/timestamps.js';
import { parseTranscriptBlocks } from '../../common/transcript.js';
import { attributionLine } from '../../server/modules/answers/grounding.js';
import { buildPrompt } from '../factories/prompt.factory.js';
import { buildUser } from '../factories/user.factory.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { graphql } from '../support/graphql.js';
import { sessionCookie } from '../support/session.js';

/**
 * Issue 10, item 3: archive episode 53 heads every turn with the speaker's name alone on a
 * line and has no timestamps. Imported as an admin pastes it, it keeps its speakers and gets
 * estimated times (150 words per minute), shown as estimates. The archive is test data, read
 * from ../shared/archive at run time and never copied into this repository.
 */
const ARCHIVE_DIR = path.resolve('../shared/archive');
const HAS_ARCHIVE = fs.existsSync(path.join(ARCHIVE_DIR, 'episodes.json'));
const title = (text: string) => (HAS_ARCHIVE ? text : `${text}: SKIPPED, no transcript archive at ${ARCHIVE_DIR} (this test reads ../shared/archive)`);

interface ArchiveEntry {
  number: number;
  title: string;
  guest: string | null;
  publishedDate: string | null;
  file: string;
}

let t: TestApp;
let admin: string;
let entry: ArchiveEntry;
let raw: string;
let created: request.Response;

beforeAll(async () => {
  t = await createTestApp();
  if (!HAS_ARCHIVE) return;
  admin = await sessionCookie(t, (await buildUser(t.orm, { isAdmin: true })).user.id);
  entry = (JSON.parse(fs.readFileSync(path.join(ARCHIVE_DIR, 'episodes.json'), 'utf8')) as ArchiveEntry[]).find((e) => e.number === 53)!;
  raw = fs.readFileSync(path.join(ARCHIVE_DIR, entry.file), 'utf8');
  created = await request(t.app)
    .post('/api/admin/episodes')
    .set('Cookie', admin)
    .send({ number: entry.number, title: entry.title, guest: entry.guest, publishedDate: entry.publishedDate, transcriptText: raw });
}, 60_000);

afterAll(() => t.close());

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe.skipIf(!HAS_ARCHIVE)('archive episode 53 (speaker names alone on a line, no timestamps)', () => {
  it(title('imports with every turn given to its speaker'), async () => {
    expect(created.status).toBe(201);
    expect(created.body.timestampCount).toBe(0);
    const stored = (await request(t.app).get('/api/episodes/53')).body as { transcriptText: string };
    const blocks = parseTranscriptBlocks(stored.transcriptText);

    // Every line that is a speaker's name alone starts a turn, and no other line does.
    const nameLines = raw.split(/\r?\n/).filter((line) => ['Adriel Frederick', 'Lenny', 'Ashley'].includes(line.trim()));
    expect(blocks).toHaveLength(nameLines.length);
    expect(blocks.map((b) => b.speaker)).toEqual(nameLines.map((line) => line.trim()));
    expect(new Set(blocks.map((b) => b.speaker))).toEqual(new Set(['Adriel Frederick', 'Lenny', 'Ashley']));
    expect(blocks.filter((b) => b.speaker === 'Adriel Frederick').length).toBeGreaterThan(50);
    expect(blocks.filter((b) => b.speaker === 'Lenny').length).toBeGreaterThan(50);
    // No turn holds another speaker's header line.
    for (const b of blocks) expect(b.text.split('\n')).not.toContain('Lenny');

    // The passages indexed for search carry the same speakers.
    const speakers = await t.orm.em
      .getConnection()
      .execute<{ speaker: string }[]>('select distinct speaker from passages where episode_number = 53 order by speaker');
    expect(speakers.map((s) => s.speaker)).toEqual(['Adriel Frederick', 'Ashley', 'Lenny']);
  });

  it(title('gets times estimated at 150 words per minute, stored and shown as estimates (~mm:ss)'), async () => {
    const stored = (await request(t.app).get('/api/episodes/53')).body as { transcriptText: string; duration: string };
    const blocks = parseTranscriptBlocks(stored.transcriptText);
    expect(blocks.every((b) => b.estimated)).toBe(true);
    expect(stored.transcriptText.startsWith('Adriel Frederick (~00:00)\n')).toBe(true);
    let elapsed = 0;
    for (const b of blocks) {
      expect(b.timestamp).toBe(formatTimestamp(Math.round(elapsed)));
      expect(stored.transcriptText).toContain(`${b.speaker} (~${b.timestamp})\n`);
      elapsed = b.seconds + (words(b.text) / WORDS_PER_MINUTE) * 60;
    }
    // About 40 minutes of speech at that pace.
    expect(blocks.at(-1)!.seconds).toBeGreaterThan(30 * 60);
    expect(stored.duration).toMatch(/^\d{2}:\d{2}$|^\d:\d{2}:\d{2}$/);
  });

  it(title('gives a quote from it the turn speaker and an estimated time, shown as ~mm:ss'), async () => {
    const stored = (await request(t.app).get('/api/episodes/53')).body as { transcriptText: string };
    const blocks = parseTranscriptBlocks(stored.transcriptText);
    const turn = blocks.find((b, i) => i > 10 && b.speaker === 'Adriel Frederick' && words(b.text) > 30)!;
    const claim = turn.text.split(/\s+/).slice(5, 20).join(' ');
    const quote = verifyQuote({ text: claim, episode: 53 }, blocks)!;
    expect(quote).toMatchObject({ episode: 53, guest: 'Adriel Frederick', timestamp: turn.timestamp, estimated: true });
    expect(attributionLine(quote)).toBe(`— Episode 53 with Adriel Frederick (~${turn.timestamp})`);

    // Saved with an answer, the quote keeps its estimate in GraphQL; a quote saved with no mark (exact, or saved before estimates were marked) reads false.
    const saved = { text: quote.text, episode: quote.episode, guest: quote.guest, timestamp: quote.timestamp, estimated: quote.estimated };
    const prompt = await buildPrompt(t, { quotes: [saved, { text: 'An older quote.', episode: 53, guest: 'Lenny', timestamp: '01:00' }] });
    const { data } = await graphql<{ promptBySlug: { response: { sources: { quotes: { timestamp: string; estimated: boolean | null }[] } } } }>(
      t.app,
      'query ($slug: String!) { promptBySlug(slug: $slug) { response { sources { quotes { timestamp estimated } } } } }',
      { slug: prompt.slug },
    );
    expect(data?.promptBySlug.response.sources.quotes).toEqual([
      { timestamp: turn.timestamp, estimated: true },
      { timestamp: '01:00', estimated: false },
    ]);
  });
});
