import { randomUUID } from 'node:crypto';
import { EntitySchema, OptionalProps } from '@mikro-orm/core';

export class Episode {
  [OptionalProps]?:
    'id' | 'createdAt' | 'updatedAt' | 'guest' | 'publishedDate' | 'duration' | 'youtubeLink' | 'spotifyLink' | 'appleLink' | 'substackLink' | 'transcriptText';
  id: string = randomUUID();
  number!: number;
  title!: string;
  guest: string | null = null;
  /** ISO date (yyyy-mm-dd). */
  publishedDate: string | null = null;
  /** Running time, h:mm:ss or mm:ss. */
  duration: string | null = null;
  youtubeLink: string | null = null;
  spotifyLink: string | null = null;
  appleLink: string | null = null;
  substackLink: string | null = null;
  /** Processed transcript (see common/transcript.ts). */
  transcriptText: string | null = null;
  createdAt = new Date();
  updatedAt = new Date();
}

export const EpisodeSchema = new EntitySchema<Episode>({
  class: Episode,
  tableName: 'episodes',
  properties: {
    id: { type: 'uuid', primary: true },
    number: { type: 'integer', unique: true },
    title: { type: 'text' },
    guest: { type: 'text', nullable: true },
    publishedDate: { type: 'date', nullable: true, index: true },
    duration: { type: 'string', length: 16, nullable: true },
    youtubeLink: { type: 'text', nullable: true },
    spotifyLink: { type: 'text', nullable: true },
    appleLink: { type: 'text', nullable: true },
    substackLink: { type: 'text', nullable: true },
    transcriptText: { type: 'text', nullable: true, lazy: true },
    createdAt: { type: 'datetime', defaultRaw: 'now()' },
    updatedAt: { type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() },
  },
});
