import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../common/limits.js';

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;
const OFFSET_MESSAGE = 'offset must be a whole number, 0 or more';

/** Paging of episode lists: REST query strings or GraphQL arguments. */
export const EpisodePage = z.object({
  limit: z.coerce.number({ message: LIMIT_MESSAGE }).int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(MAX_PAGE_SIZE, LIMIT_MESSAGE).default(DEFAULT_PAGE_SIZE),
  offset: z.coerce.number({ message: OFFSET_MESSAGE }).int(OFFSET_MESSAGE).min(0, OFFSET_MESSAGE).default(0),
});
export type EpisodePage = z.input<typeof EpisodePage>;

/** Some clients spell two links in snake case (SPEC §3); the camel-case field wins when both are sent. */
const LINK_ALIASES = [
  ['youtube_link', 'youtubeLink'],
  ['substack_link', 'substackLink'],
] as const;

export function withLinkAliases(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const [alias, field] of LINK_ALIASES) {
    if (copy[field] === undefined && copy[alias] !== undefined) copy[field] = copy[alias];
    delete copy[alias];
  }
  return copy;
}
