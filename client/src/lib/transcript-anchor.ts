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

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * The paragraph a timestamp points at: the one that starts then (of several that start in
 * the same second, a turn and a short interjection, the one with most words: a quote's turn),
 * or else the last one that starts before it (a quote lies inside a speaker's turn). Null
 * when unreadable.
 */
export function blockIndexAt(blocks: readonly { seconds: number; text: string }[], timestamp: string): number | null {
  const seconds = parseTimestamp(timestamp);
  if (seconds === null || blocks.length === 0) return null;
  let before = 0;
  let exact = -1;
  let exactWords = -1;
  for (const [i, block] of blocks.entries()) {
    if (block.seconds <= seconds) before = i;
    if (block.seconds !== seconds) continue;
    const words = wordCount(block.text);
    if (words > exactWords) [exact, exactWords] = [i, words];
  }
  return exact === -1 ? before : exact;
}
