import fs from 'node:fs/promises';
import path from 'node:path';
import { RequestContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { processTranscript } from '../common/transcript.js';
import type { Viewer } from '../server/modules/auth/viewer.js';
import type { Logger } from '../server/logger.js';
import type { Episode } from '../server/modules/episodes/episode.entity.js';
import { parseEpisodeInput, parseEpisodePatch } from '../server/modules/episodes/episodes.inputs.js';
import type { Services } from '../server/services.js';

/**
 * Loads a corpus folder (episodes.json plus transcript files, shaped like
 * ../shared/corpus) through the episodes service, so every rule of an admin's edit applies
 * (validation, transcript processing, indexing). Episodes are matched by number: missing
 * ones are created, changed ones updated with only what changed, the rest left alone, so
 * importing the same folder twice changes nothing.
 */

/** Importing acts as an administrator that is no account. */
const IMPORT_VIEWER: Viewer = { user: { id: 0, username: 'import', isAdmin: true }, ip: '127.0.0.1' };

const text = z.string().nullable().optional();

const CorpusEpisode = z.object({
  number: z.number().int().positive(),
  title: z.string(),
  guest: text,
  publishedDate: text,
  duration: text,
  youtubeLink: text,
  spotifyLink: text,
  appleLink: text,
  substackLink: text,
  /** Transcript file, relative to the folder. */
  file: z.string().refine((f) => !path.isAbsolute(f) && !f.split(/[\\/]/).includes('..'), 'must be a path inside the corpus folder'),
});
type CorpusEpisode = z.infer<typeof CorpusEpisode>;

export interface ImportOptions {
  /** Added to every episode number (the benchmark copies a corpus under new numbers). */
  numberOffset?: number;
}

export interface ImportResult {
  created: number;
  updated: number;
  unchanged: number;
}

const FIELDS = ['title', 'guest', 'publishedDate', 'duration', 'youtubeLink', 'spotifyLink', 'appleLink', 'substackLink'] as const;

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim() === (b ?? '').trim();

export async function readCorpusList(folder: string): Promise<CorpusEpisode[]> {
  const file = path.join(folder, 'episodes.json');
  const parsed = z.array(CorpusEpisode).safeParse(JSON.parse(await fs.readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a valid episode list: ${parsed.error.message}`);
  return parsed.data;
}

/** The fields of `entry` that differ from the stored episode (all of them for a new one). */
function changes(entry: CorpusEpisode, stored: Episode | null, transcript: string, number: number): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  if (!stored || stored.number !== number) patch.number = number;
  for (const field of FIELDS) {
    const value = entry[field];
    // Absent fields are left as they are (the service derives a missing duration).
    if (value === undefined) continue;
    if (!stored || !same(stored[field], value)) patch[field] = value ?? '';
  }
  if (!stored || processTranscript(transcript).text !== stored.transcriptText) patch.transcriptText = transcript;
  return patch;
}

export async function importCorpus(services: Services, em: EntityManager, folder: string, log: Logger, options: ImportOptions = {}): Promise<ImportResult> {
  const result: ImportResult = { created: 0, updated: 0, unchanged: 0 };
  for (const entry of await readCorpusList(folder)) {
    const number = entry.number + (options.numberOffset ?? 0);
    const transcript = await fs.readFile(path.join(folder, entry.file), 'utf8');
    await RequestContext.create(em, async () => {
      const stored = await services.episodes.getByNumber(number);
      const patch = changes(entry, stored, transcript, number);
      if (!stored) {
        await services.episodes.create(IMPORT_VIEWER, parseEpisodeInput(IMPORT_VIEWER, patch));
        result.created++;
      } else if (Object.keys(patch).length > 0) {
        await services.episodes.update(IMPORT_VIEWER, stored.id, parseEpisodePatch(IMPORT_VIEWER, patch));
        result.updated++;
      } else {
        result.unchanged++;
      }
    });
  }
  // The search model retrains in the background as episodes are indexed: the import ends with it
  // trained on every passage, whenever those retrainings happened to run.
  await services.search.catchUp();
  log.info({ folder, ...result }, 'corpus imported');
  return result;
}
