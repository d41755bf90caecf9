import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { formatTimestamp } from '../../common/timestamps.js';
import type { Viewer } from '../../server/modules/auth/viewer.js';
import type { Services } from '../../server/services.js';

/** Acts as an administrator without an account, for setting up data. */
export const ADMIN_VIEWER: Viewer = { user: { id: 0, username: 'factory', isAdmin: true }, ip: '127.0.0.1' };

/**
 * A raw transcript written for tests ("Name (mm:ss)" turns, 30 s apart), whose words
 * include `topic` so that tests can tell transcripts apart.
 */
export function rawTranscript(topic: string, turns = 4): string {
  const speakers = ['Nora Vance', 'Sam Okafor'];
  return Array.from(
    { length: turns },
    (_, i) => `${speakers[i % 2]} (${formatTimestamp(i * 30)})\nTurn ${i + 1} is about ${topic}. We tried a few things and kept the ones that worked.`,
  ).join('\n\n');
}

export interface EpisodeOverrides {
  number: number;
  title?: string;
  guest?: string | null;
  publishedDate?: string | null;
  youtubeLink?: string | null;
  transcriptText?: string;
}

/** Saves an episode through the episodes service (processed and indexed like an admin's). */
export async function buildEpisode(orm: MikroORM, services: Services, overrides: EpisodeOverrides) {
  const input = {
    title: `Episode ${overrides.number}`,
    guest: 'Nora Vance',
    transcriptText: rawTranscript(`topic ${overrides.number}`),
    ...overrides,
  };
  const { episode } = await RequestContext.create(orm.em, () => services.episodes.create(ADMIN_VIEWER, input));
  return episode;
}
