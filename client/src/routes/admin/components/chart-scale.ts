/** Pure geometry for the requests-per-day bar chart (no chart library). */

export interface DayCount {
  /** yyyy-mm-dd */
  date: string;
  requests: number;
}

export interface YScale {
  /** The value at the top of the plot. */
  top: number;
  /** Tick values from 0 to top, evenly spaced. */
  ticks: number[];
}

/**
 * A y axis with `steps` even steps whose step is 1, 2, 2.5 or 5 × 10^k (whole numbers
 * only), tall enough for `max`: 7 → 0..8, 130 → 0..200, 950 → 0..1000. With nothing to
 * show (0) the axis is the 0 line alone, not a made-up 0..4 scale.
 */
export function yScale(max: number, steps = 4): YScale {
  if (!(max > 0)) return { top: 1, ticks: [0] };
  const needed = Math.max(0, max) / steps;
  let step = 1;
  if (needed > 1) {
    const magnitude = 10 ** Math.floor(Math.log10(needed));
    step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((candidate) => Number.isInteger(candidate) && candidate >= needed) ?? 10 * magnitude;
  }
  return { top: step * steps, ticks: Array.from({ length: steps + 1 }, (_, i) => i * step) };
}

export interface Plot {
  width: number;
  height: number;
}

export interface Bar extends DayCount {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One bar per day across the plot, bottom-aligned, with a gap of `gapRatio` of each slot. */
export function layoutBars(days: DayCount[], plot: Plot, top: number, gapRatio = 0.25): Bar[] {
  if (days.length === 0 || top <= 0) return [];
  const slot = plot.width / days.length;
  const width = slot * (1 - gapRatio);
  return days.map((day, i) => {
    const height = (Math.max(0, day.requests) / top) * plot.height;
    return { ...day, x: i * slot + (slot - width) / 2, y: plot.height - height, width, height };
  });
}

/** Which days get an x-axis label: every `every`-th day counted back from the last, so today is always labelled. */
export function labelledDays(count: number, every = 7): number[] {
  const indexes: number[] = [];
  for (let i = count - 1; i >= 0; i -= every) indexes.unshift(i);
  return indexes;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-01-03" → "Jan 3" (calendar date, no time zone shift). */
export function shortDate(date: string): string {
  const [, , month, day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) ?? [];
  if (!month || !day) return date;
  return `${MONTHS[Number(month) - 1] ?? month} ${Number(day)}`;
}

/** The sentence a screen reader hears instead of the picture. */
export function chartSummary(days: DayCount[]): string {
  if (days.length === 0) return 'No request data yet.';
  const total = days.reduce((sum, d) => sum + d.requests, 0);
  const peak = days.reduce((best, d) => (d.requests > best.requests ? d : best), days[0]!);
  const range = `${shortDate(days[0]!.date)} to ${shortDate(days.at(-1)!.date)}`;
  if (total === 0) return `No requests from ${range}.`;
  return `${total.toLocaleString('en-US')} requests from ${range}; the busiest day was ${shortDate(peak.date)} with ${peak.requests.toLocaleString('en-US')}.`;
}
