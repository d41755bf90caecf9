import { ANSWER_CALCULATING_SECONDS, ANSWER_ESTIMATE_SECONDS, PROGRESS_MAX_TICKS, PROGRESS_TICK_MS } from '@common/limits';

/** How far an answer has come, as the loading screen estimates it (SPEC §4, §9). */
export interface ProgressEstimate {
  /** 0–99 while loading, 100 once done. */
  percent: number;
  /** The first 5 seconds: too early to say how long it takes. */
  calculating: boolean;
  /** Estimated seconds left (0 once the estimate has run out). */
  secondsLeft: number;
}

/**
 * `ticks` counts 100 ms steps since the question was sent (at most 600). The estimate
 * assumes 55 seconds in all and stays at 99 until the answer is there.
 */
export function estimateProgress(ticks: number, done: boolean): ProgressEstimate {
  const counted = Math.max(0, Math.min(ticks, PROGRESS_MAX_TICKS));
  const elapsedMs = counted * PROGRESS_TICK_MS;
  const totalMs = ANSWER_ESTIMATE_SECONDS * 1000;
  if (done) return { percent: 100, calculating: false, secondsLeft: 0 };
  return {
    percent: Math.min(99, Math.floor((elapsedMs / totalMs) * 100)),
    calculating: elapsedMs < ANSWER_CALCULATING_SECONDS * 1000,
    secondsLeft: Math.max(0, Math.ceil((totalMs - elapsedMs) / 1000)),
  };
}
