import { randomUUID } from 'node:crypto';
import { EntitySchema, OptionalProps, type Ref } from '@mikro-orm/core';
import { FullTextType } from '@mikro-orm/postgresql';
import type { Response } from './response.entity.js';

/** A visitor's question. Its answer is the one Response that points to it. */
export class Prompt {
  [OptionalProps]?: 'id' | 'createdAt' | 'ipAddress' | 'isPublished' | 'viewCount' | 'episodeNumber';
  id: string = randomUUID();
  text!: string;
  /** Lower-cased text without punctuation or repeated spaces: finds a question asked before. */
  normalizedText!: string;
  slug!: string;
  createdAt = new Date();
  ipAddress: string | null = null;
  isPublished = false;
  viewCount = 0;
  /** Episode most cited by the answer, shown on search cards. */
  episodeNumber: number | null = null;
  response?: Ref<Response> | null;
  /** Weighted tsvector of the text (A) and the answer (B); written by the search engine. */
  searchVector?: string;
}

export const PromptSchema = new EntitySchema<Prompt>({
  class: Prompt,
  tableName: 'prompts',
  indexes: [
    { properties: ['isPublished', 'createdAt'] },
    { properties: ['isPublished', 'viewCount'] },
    { properties: ['normalizedText'] },
    { properties: ['searchVector'], type: 'fulltext' },
  ],
  properties: {
    id: { type: 'uuid', primary: true },
    text: { type: 'text' },
    normalizedText: { type: 'text' },
    slug: { type: 'string', length: 200, unique: true },
    createdAt: { type: 'datetime', defaultRaw: 'now()' },
    ipAddress: { type: 'string', length: 64, nullable: true },
    isPublished: { type: 'boolean', default: false },
    viewCount: { type: 'integer', default: 0 },
    episodeNumber: { type: 'integer', nullable: true },
    searchVector: { type: FullTextType, nullable: true, lazy: true, hidden: true },
    response: { kind: '1:1', entity: 'Response', mappedBy: 'prompt', ref: true, nullable: true },
  },
});
