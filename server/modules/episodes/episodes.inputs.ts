import type { z } from 'zod';
import { PageSchema } from '../../paging.js';

/**
 * Paging of episode lists: REST query strings or GraphQL arguments, with the rules and
 * defaults of every other list (SPEC §7: 10 when no limit is given, also when empty or null).
 */
export const EpisodePage = PageSchema;
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
