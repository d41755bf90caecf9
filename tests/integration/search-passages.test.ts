import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processTranscript } from '../../common/transcript.js';
import { createLogger } from '../../server/logger.js';
import { Episode } from '../../server/modules/episodes/episode.entity.js';
import { isSupported } from '../../server/modules/answers/support.js';
import type { SearchEngine } from '../../server/modules/search/index.js';
import { PostgresSearchEngine } from '../../server/modules/search/postgres/postgres.adapter.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { CORPUS_DIR, corpusEntries, corpusTitle, HAS_CORPUS } from '../support/corpus.js';

/** Four corpus episodes, read at run time (the corpus is test data and never copied here). */
const NUMBERS = [18, 20, 22, 34];
const FIGMA = 22;

let t: TestApp;
let search: SearchEngine;
const episodes = new Map<number, Episode>();

const indexable = (e: Episode) => ({ id: e.id, number: e.number, title: e.title, guest: e.guest, transcriptText: e.transcriptText });
const episodesOf = (result: Awaited<ReturnType<SearchEngine['searchPassages']>>) => result.hits.map((h) => h.episodeNumber);

beforeAll(async () => {
  t = await createTestApp();
  search = t.services.search;
  if (!HAS_CORPUS) return;
  const entries = corpusEntries();
  const em = t.orm.em.fork();
  for (const entry of entries.filter((e) => NUMBERS.includes(e.number))) {
    const transcriptText = processTranscript(fs.readFileSync(path.join(CORPUS_DIR, entry.file), 'utf8')).text;
    episodes.set(entry.number, em.create(Episode, { number: entry.number, title: entry.title, guest: entry.guest, transcriptText }));
  }
  await em.flush();
  const counts = await search.reindexAll();
  expect(counts).toMatchObject({ episodes: NUMBERS.length, prompts: 0 });
  expect(counts.passages).toBeGreaterThan(500);
}, 120_000);

afterAll(() => t.close());

describe.skipIf(!HAS_CORPUS)(corpusTitle('passage search on corpus episodes'), () => {
  it('ranks the episode a question is about first, with turn-bounded passages, and supports answering', async () => {
    const result = await search.searchPassages('How long did Figma go without a sales team?', 8);
    expect(result.hits[0]!.episodeNumber).toBe(FIGMA);
    expect(isSupported(result)).toBe(true);
    const transcript = episodes.get(FIGMA)!.transcriptText!;
    for (const hit of result.hits.filter((h) => h.episodeNumber === FIGMA)) {
      expect(transcript).toContain(`${hit.speaker} (${hit.timestamp})`);
      expect(hit.text.split(/\s+/).length).toBeLessThanOrEqual(200);
    }
    const streaks = await search.searchPassages('After how many days does loss aversion keep people on a streak?', 8);
    expect(streaks.hits[0]!.episodeNumber).toBe(34);
  });

  it('declines an off-topic question', async () => {
    const result = await search.searchPassages('Which glue should I use to repair a cracked ceramic vase?', 8);
    expect(isSupported(result)).toBe(false);
  });

  it('reads an everyday question as off-topic: the archive uses its words less than everyday English does', async () => {
    const result = await search.searchPassages('How long should I boil an egg for breakfast?', 8);
    if (result.evidence.scale !== 'information-beyond-chance') throw new Error('unexpected scale');
    expect(result.evidence.topicality).toBeLessThan(0);
    expect(isSupported(result)).toBe(false);
    const growth = await search.searchPassages('How long did Figma go without a sales team?', 8);
    if (growth.evidence.scale !== 'information-beyond-chance') throw new Error('unexpected scale');
    expect(growth.evidence.topicality).toBeGreaterThan(0);
  });

  it("answers a short question of the archive's own words, which many windows hold whole, and declines an everyday one", async () => {
    const streaks = await search.searchPassages('How do streaks work?', 8);
    if (streaks.evidence.scale !== 'information-beyond-chance') throw new Error('unexpected scale');
    expect(streaks.evidence).toMatchObject({ complete: true });
    expect(streaks.evidence.value).toBeLessThan(0); // no better than chance among these windows, yet the episode's subject
    expect(streaks.hits[0]!.episodeNumber).toBe(34);
    expect(isSupported(streaks)).toBe(true);
    const car = await search.searchPassages('How do I fix my car?', 8);
    expect(car.evidence).toMatchObject({ complete: true });
    expect(isSupported(car)).toBe(false);
  });

  it('reflects an edited episode at once, in this process and in another one', async () => {
    const other = new PostgresSearchEngine(t.orm.em, createLogger('silent'));
    await other.searchPassages('warm this process up', 5);
    const edited = episodes.get(20)!;
    const em = t.orm.em.fork();
    const row = await em.findOneOrFail(Episode, { id: edited.id }, { populate: ['transcriptText'] });
    row.transcriptText = `${row.transcriptText}\n\nZed Quimby (2:10:05)\nOur zeppelin mascot quadrupled signups from beekeepers in Reykjavik.`;
    await em.flush();
    await search.indexEpisode(indexable(row));
    for (const engine of [search, other]) {
      const result = await engine.searchPassages('zeppelin mascot beekeepers Reykjavik', 5);
      expect(result.hits[0]).toMatchObject({ episodeNumber: 20, speaker: 'Zed Quimby', timestamp: '2:10:05' });
      expect(isSupported(result)).toBe(true);
    }
  });

  it('reflects a removed episode at once', async () => {
    const other = new PostgresSearchEngine(t.orm.em, createLogger('silent'));
    expect(episodesOf(await other.searchPassages('How long did Figma go without a sales team?', 8))).toContain(FIGMA);
    await search.removeEpisode(episodes.get(FIGMA)!.id);
    for (const engine of [search, other]) {
      expect(episodesOf(await engine.searchPassages('How long did Figma go without a sales team?', 8))).not.toContain(FIGMA);
    }
  });
});
