import quickselect from 'quickselect';

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

/**
 * The (at most) k of `items` with the highest positive `scores`, in no particular order; of
 * those tied at the k-th score, the first in `items`. The k-th score by selection (Floyd-Rivest,
 * linear on average), not a sort: at archive size a question of common words touches tens of
 * thousands of passages, and this runs for each search.
 */
export function bestOf(scores: Float64Array, items: readonly number[], k: number): number[] {
  const values: number[] = [];
  for (const i of items) if (scores[i]! > 0) values.push(scores[i]!);
  if (values.length <= k) return items.filter((i) => scores[i]! > 0);
  quickselect(values, values.length - k);
  const threshold = values[values.length - k]!;
  const best: number[] = [];
  const tied: number[] = [];
  for (const i of items) {
    if (scores[i]! > threshold) best.push(i);
    else if (scores[i] === threshold) tied.push(i);
  }
  for (let j = 0; best.length < k; j++) best.push(tied[j]!);
  return best;
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
