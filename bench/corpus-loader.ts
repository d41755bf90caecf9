import fs from 'node:fs';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { processTranscript } from '../common/transcript.js';
import { Episode } from '../server/modules/episodes/episode.entity.js';

/**
 * Saves a corpus folder shaped like ../shared/corpus (episodes.json plus transcript
 * files) as Episode rows, `copies` times over (copy c adds c × 1000 to the numbers), for
 * benchmarks. The episodes service owns the real import.
 */

interface CorpusEntry {
  number: number;
  title: string;
  guest: string | null;
  publishedDate: string | null;
  youtubeLink: string | null;
  substackLink: string | null;
  file: string;
}

export const COPY_NUMBER_STEP = 1000;

export function readCorpus(dir: string): { entry: CorpusEntry; transcript: string }[] {
  const entries = JSON.parse(fs.readFileSync(path.join(dir, 'episodes.json'), 'utf8')) as CorpusEntry[];
  return entries.map((entry) => ({ entry, transcript: processTranscript(fs.readFileSync(path.join(dir, entry.file), 'utf8')).text }));
}

export async function saveCorpus(orm: MikroORM, dir: string, copies = 1): Promise<Episode[]> {
  const corpus = readCorpus(dir);
  const saved: Episode[] = [];
  for (let copy = 0; copy < copies; copy++) {
    const em = orm.em.fork();
    for (const { entry, transcript } of corpus) {
      const episode = em.create(Episode, {
        number: entry.number + copy * COPY_NUMBER_STEP,
        title: copy === 0 ? entry.title : `${entry.title} (copy ${copy})`,
        guest: entry.guest,
        publishedDate: entry.publishedDate,
        youtubeLink: entry.youtubeLink,
        substackLink: entry.substackLink,
        transcriptText: transcript,
      });
      saved.push(episode);
    }
    await em.flush();
  }
  return saved;
}
