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
