import { parseTimestamp } from '@common/timestamps';

/** "#t=01:20" → "01:20"; null for other hashes. */
export function timestampFromHash(hash: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(hash);
  } catch {
    return null;
  }
  const match = /^#t=([\d:]+)$/.exec(decoded);
  return match ? match[1]! : null;
}

/**
 * The paragraph a timestamp points at: the one that starts then, or else the last one
 * that starts before it (a quote lies inside a speaker's turn). Null when unreadable.
 */
export function blockIndexAt(blocks: readonly { seconds: number }[], timestamp: string): number | null {
  const seconds = parseTimestamp(timestamp);
  if (seconds === null || blocks.length === 0) return null;
  let index = 0;
  blocks.forEach((block, i) => {
    if (block.seconds <= seconds) index = i;
  });
  return index;
}
