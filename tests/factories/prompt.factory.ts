import { randomBytes } from 'node:crypto';
import { RequestContext } from '@mikro-orm/core';
import type { Quote } from '../../common/quote.js';
import type { Prompt } from '../../server/modules/prompts/prompt.entity.js';
import type { TestApp } from '../support/app.js';

export interface PromptOptions {
  text?: string;
  fullResponse?: string;
  quotes?: Quote[];
  isPublished?: boolean;
  episodeNumber?: number | null;
  ipAddress?: string | null;
}

/** A unique question ("Question about <tag>?") unless `text` is given. */
export const uniqueText = (prefix = 'Question about') => `${prefix} ${randomBytes(4).toString('hex')}?`;

/** Saves a prompt with its answer through the service the answer engine uses (published by default). */
export function buildPrompt(t: Pick<TestApp, 'orm' | 'services'>, options: PromptOptions = {}): Promise<Prompt> {
  const text = options.text ?? uniqueText();
  return RequestContext.create(t.orm.em, () =>
    t.services.prompts.createWithAnswer({
      text,
      ipAddress: options.ipAddress === undefined ? '203.0.113.9' : options.ipAddress,
      fullResponse: options.fullResponse ?? `## Key Takeaways\n- An answer to: ${text}`,
      sources: { quotes: options.quotes ?? [{ text: 'We tested the pricing page first.', episode: 3, guest: 'Ada Example', timestamp: '04:30' }] },
      isPublished: options.isPublished ?? true,
      episodeNumber: options.episodeNumber === undefined ? 3 : options.episodeNumber,
    }),
  );
}
