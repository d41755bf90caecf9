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

/** A raw transcript of exactly `length` characters, mostly Japanese: timestamped turns a minute apart. */
export function japaneseTranscript(length: number): string {
  const sentence = '価格の段階を見直して、顧客ごとの使い方に合わせました。 ';
  const turn = (i: number) => `Nora Vance (${formatTimestamp(i * 60)})\n${sentence.repeat(40)}`;
  let text = '';
  for (let i = 0; text.length < length; i++) text += `${i === 0 ? '' : '\n\n'}${turn(i)}`;
  return text.slice(0, length).trimEnd().padEnd(length, '。');
}

/**
 * `value` as JSON in the longest way it can be written: every character of every string
 * (keys too) as a 6-byte `\uXXXX` escape.
 */
export function escapedJson(value: unknown): string {
  if (typeof value === 'string')
    return `"${Array.from({ length: value.length }, (_, i) => `\\u${value.charCodeAt(i).toString(16).padStart(4, '0')}`).join('')}"`;
  if (Array.isArray(value)) return `[${value.map(escapedJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${escapedJson(k)}:${escapedJson(v)}`)
      .join(',')}}`;
  return JSON.stringify(value);
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
