/**
 * Figures of the retrieval evaluation: per question type, whether a gold episode is
 * among the episodes of the top k hits, how many gold episodes the top 5 reach
 * (cross-episode questions), declining, and latency percentiles.
 */

export interface EvalQuestion {
  id: string;
  question: string;
  type: string;
  gold: { episode: number; timestamp?: string }[];
}

export interface QuestionOutcome {
  question: EvalQuestion;
  /** Episode number and turn timestamp of each hit, best first. */
  hits: { episode: number; timestamp: string }[];
  coverage: number;
  supported: boolean;
  /** searchPassages time of each round, in ms. */
  ms: number[];
}

export interface TypeFigures {
  type: string;
  count: number;
  /** Share with a gold episode among the top 1 / 3 / 5 hits (answerable types). */
  hitAt: { 1: number; 3: number; 5: number };
  /** Share whose top 5 hits include a gold turn (when gold timestamps are given). */
  goldTurnAt5: number | null;
  /** Mean distinct gold episodes in the top 5, and mean gold episodes per question. */
  distinctGoldAt5: number;
  goldPerQuestion: number;
  /** Share isSupported() rejected (for unanswerable questions: the decline rate). */
  declined: number;
}

export const UNANSWERABLE = 'unanswerable';

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const mean = (values: readonly number[]) => (values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length);

export function hitAt(outcome: QuestionOutcome, k: number): boolean {
  const gold = new Set(outcome.question.gold.map((g) => g.episode));
  return outcome.hits.slice(0, k).some((h) => gold.has(h.episode));
}

export function figuresByType(outcomes: readonly QuestionOutcome[]): TypeFigures[] {
  const types = [...new Set(outcomes.map((o) => o.question.type))].sort();
  return types.map((type) => {
    const group = outcomes.filter((o) => o.question.type === type);
    const withTurns = group.filter((o) => o.question.gold.some((g) => g.timestamp));
    return {
      type,
      count: group.length,
      hitAt: {
        1: mean(group.map((o) => Number(hitAt(o, 1)))),
        3: mean(group.map((o) => Number(hitAt(o, 3)))),
        5: mean(group.map((o) => Number(hitAt(o, 5)))),
      },
      goldTurnAt5:
        withTurns.length === 0
          ? null
          : mean(
              withTurns.map((o) => Number(o.hits.slice(0, 5).some((h) => o.question.gold.some((g) => g.episode === h.episode && g.timestamp === h.timestamp)))),
            ),
      distinctGoldAt5: mean(
        group.map(
          (o) =>
            new Set(
              o.hits
                .slice(0, 5)
                .map((h) => h.episode)
                .filter((e) => o.question.gold.some((g) => g.episode === e)),
            ).size,
        ),
      ),
      goldPerQuestion: mean(group.map((o) => o.question.gold.length)),
      declined: mean(group.map((o) => Number(!o.supported))),
    };
  });
}

export interface Summary {
  /** Answerable questions: hit@3 over all of them, and how many isSupported() rejected. */
  answerable: number;
  hitAt3: number;
  falseDeclines: number;
  unanswerable: number;
  declined: number;
  p50: number;
  p95: number;
}

export function summarize(outcomes: readonly QuestionOutcome[]): Summary {
  const answerable = outcomes.filter((o) => o.question.type !== UNANSWERABLE);
  const unanswerable = outcomes.filter((o) => o.question.type === UNANSWERABLE);
  const ms = outcomes.flatMap((o) => o.ms);
  return {
    answerable: answerable.length,
    hitAt3: mean(answerable.map((o) => Number(hitAt(o, 3)))),
    falseDeclines: answerable.filter((o) => !o.supported).length,
    unanswerable: unanswerable.length,
    declined: unanswerable.filter((o) => !o.supported).length,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
  };
}

const f2 = (x: number) => x.toFixed(2);

export function formatFigures(figures: readonly TypeFigures[]): string {
  const lines = ['type              n   hit@1 hit@3 hit@5  gold-turn@5  gold-eps@5  declined'];
  for (const t of figures) {
    const answerable = t.type !== UNANSWERABLE;
    lines.push(
      [
        t.type.padEnd(16),
        String(t.count).padStart(3),
        answerable ? `  ${f2(t.hitAt[1])}  ${f2(t.hitAt[3])}  ${f2(t.hitAt[5])}` : '     -     -     -',
        `  ${t.goldTurnAt5 === null || !answerable ? '   -' : f2(t.goldTurnAt5)}       `,
        t.goldPerQuestion > 1 ? `  ${f2(t.distinctGoldAt5)}/${f2(t.goldPerQuestion)}` : '        -  ',
        `   ${f2(t.declined)}`,
      ].join(''),
    );
  }
  return lines.join('\n');
}

export function formatSummary(s: Summary): string {
  return (
    `answerable hit@3 ${f2(s.hitAt3)} (${s.answerable}), false declines ${s.falseDeclines}/${s.answerable}; ` +
    `unanswerable declined ${s.declined}/${s.unanswerable}; searchPassages p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms`
  );
}
