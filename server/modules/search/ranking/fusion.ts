/**
 * Reciprocal-rank fusion (Cormack, Clarke & Büttcher, 2009): each ranking gives an item
 * weight / (k + rank); rankings need no common scale. An item a ranking leaves out
 * gets nothing from it.
 */

export interface Ranking {
  /** Item indexes, best first. */
  order: readonly number[];
  weight: number;
}

/** Indexes of `scores` above zero, best first (ties: lower index first). */
export function positiveOrder(scores: ArrayLike<number>): number[] {
  const order: number[] = [];
  for (let i = 0; i < scores.length; i++) if (scores[i]! > 0) order.push(i);
  return order.sort((a, b) => scores[b]! - scores[a]! || a - b);
}

/** The (at most) k indexes of `scores` above zero with the highest scores, best first. */
export function topPositive(scores: ArrayLike<number>, k: number): number[] {
  const top: number[] = [];
  if (k <= 0) return top;
  const better = (a: number, b: number) => scores[a]! > scores[b]! || (scores[a] === scores[b] && a < b);
  for (let i = 0; i < scores.length; i++) {
    if (!(scores[i]! > 0)) continue;
    if (top.length === k && !better(i, top[k - 1]!)) continue;
    let at = top.length === k ? k - 1 : top.length;
    while (at > 0 && better(i, top[at - 1]!)) {
      top[at] = top[at - 1]!;
      at--;
    }
    top[at] = i;
  }
  return top;
}

export function reciprocalRankFusion(rankings: readonly Ranking[], size: number, k: number): Float64Array {
  const fused = new Float64Array(size);
  for (const { order, weight } of rankings) order.forEach((item, rank) => (fused[item]! += weight / (k + rank + 1)));
  return fused;
}
