import { EpisodeInput, EpisodePatch } from '../../../common/validation.js';
import type { Viewer } from '../auth/viewer.js';
import { parseInput } from '../../parse-input.js';
import { assertAdmin } from '../auth/guards.js';

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

/*
 * Admin inputs are read for administrators only: the role is checked before the input, so
 * a visitor learns nothing from validation messages.
 */

/** POST /api/admin/episodes and `createEpisode`: the SPEC §5 rules, 400 with fields otherwise. */
export function parseEpisodeInput(viewer: Viewer, raw: unknown): EpisodeInput {
  assertAdmin(viewer);
  return parseInput(EpisodeInput, withLinkAliases(raw ?? {}));
}

/** PATCH /api/admin/episodes/:id and `updateEpisode`: only the fields given. */
export function parseEpisodePatch(viewer: Viewer, raw: unknown): EpisodePatch {
  assertAdmin(viewer);
  return parseInput(EpisodePatch, withLinkAliases(raw ?? {}));
}
