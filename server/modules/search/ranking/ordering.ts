/** Orderings of ranked candidates: the best k, the first of each group, and a list spread over episodes. */

/** The first item of each key, in order (a ranked list with each speaker turn once). */
export function firstOfEach<T, K>(items: readonly T[], key: (item: T) => K): T[] {
  const seen = new Set<K>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** The (at most) k of `items` with the highest positive `scores`, in no particular order. */
export function bestOf(scores: Float64Array, items: readonly number[], k: number): number[] {
  const positive = items.filter((i) => scores[i]! > 0);
  if (positive.length <= k) return positive;
  const values = Float64Array.from(positive, (i) => scores[i]!).sort();
  const threshold = values[values.length - k]!;
  const above = positive.filter((i) => scores[i]! > threshold);
  const at = positive.filter((i) => scores[i] === threshold);
  return [...above, ...at.slice(0, k - above.length)];
}

/**
 * Candidates best first by score, where the n-th further passage of an episode already
 * listed has its score multiplied by `decay` to the n (among the best limit × 4); the first `limit`.
 */
export function rankWithRepeatDecay(
  indices: readonly number[],
  scores: readonly number[],
  episodeOf: (index: number) => number,
  decay: number,
  limit: number,
): { index: number; score: number }[] {
  const scored = indices.map((index, c) => ({ index, score: scores[c]! }));
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  const listed = new Map<number, number>();
  return scored
    .slice(0, limit * 4)
    .map(({ index, score }) => {
      const e = episodeOf(index);
      const before = listed.get(e) ?? 0;
      listed.set(e, before + 1);
      return { index, score: score * decay ** before };
    })
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit);
}
