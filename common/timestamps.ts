/**
 * Timestamps are "mm:ss" under an hour and "h:mm:ss" from an hour on, as in the
 * transcripts ("Lenny (04:30)", "Lenny (1:02:03)").
 */

/** Seconds → "mm:ss" or "h:mm:ss". */
export function formatTimestamp(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const mm = String(minutes).padStart(2, '0');
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** "mm:ss", "m:ss", "h:mm:ss" or a bare number of seconds → seconds; null when unreadable. */
export function parseTimestamp(value: string): number | null {
  const cleaned = value.replace(/[^\d:]/g, '');
  if (cleaned === '') return null;
  const parts = cleaned.split(':');
  if (parts.length > 3 || parts.some((p) => p === '')) return null;
  const numbers = parts.map(Number);
  if (numbers.some((n) => !Number.isFinite(n))) return null;
  if (numbers.length === 1) return numbers[0]!;
  if (numbers.slice(1).some((n) => n >= 60)) return null;
  return numbers.reduce((total, n) => total * 60 + n, 0);
}

/**
 * The latest time a quote may start at, 99:59:59: an episode's duration has at most two
 * digits of hours (common/validation.ts).
 */
export const MAX_TIMESTAMP_SECONDS = 99 * 3600 + 59 * 60 + 59;

export const QUOTE_TIMESTAMP_MESSAGE =
  "A quote's timestamp must be mm:ss or h:mm:ss, such as 04:30 or 1:02:03 (minutes and seconds 0-59, at most 99:59:59), or a whole number of seconds.";

const CLOCK = /^(?:(\d{1,2}):)?(\d{1,2}):(\d{1,2})$/;
const SECONDS = /^\d{1,6}$/;

/**
 * Seconds for a timestamp as a person enters one (a quote's, in the admin editor and the
 * API): "m:ss" or "mm:ss", "h:mm:ss" with at most two digits of hours, minutes and seconds
 * 0-59 (zero padding optional); or a whole number of seconds (text of digits, or a number),
 * up to MAX_TIMESTAMP_SECONDS. Null for anything else ("99:99", "1:60:00", "1.5", "(04:30)"),
 * which parseTimestamp would have read loosely.
 */
export function timestampInputSeconds(value: string | number): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 && value <= MAX_TIMESTAMP_SECONDS ? value : null;
  const clock = CLOCK.exec(value);
  if (clock) {
    const [hours, minutes, seconds] = [Number(clock[1] ?? 0), Number(clock[2]), Number(clock[3])];
    return minutes < 60 && seconds < 60 ? hours * 3600 + minutes * 60 + seconds : null;
  }
  return SECONDS.test(value) ? timestampInputSeconds(Number(value)) : null;
}

/**
 * SPEC §5: strip to digits and colons; mm:ss and h:mm:ss get zero-padded minutes and
 * seconds; a bare number is seconds; empty, zero or unreadable becomes 00:00.
 */
export function normalizeTimestamp(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '00:00';
  const seconds = typeof value === 'number' ? value : parseTimestamp(value);
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) return '00:00';
  return formatTimestamp(seconds);
}

/** A timestamp as shown to people: "mm:ss", or "~mm:ss" when it is an estimate. */
export const displayTimestamp = (timestamp: string, estimated?: boolean | null) => `${estimated ? '~' : ''}${normalizeTimestamp(timestamp)}`;

/** Seconds for a timestamp string, 0 when unreadable (for video links: &t=). */
export function timestampToSeconds(value: string): number {
  return parseTimestamp(value) ?? 0;
}
