/** "2025-01-14" (or an ISO instant) → "January 14, 2025"; the calendar date as stored, in any time zone. */
export function formatLongDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  const date = new Date(day ? `${day}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** "1 view", "1,234 views". */
export const formatViews = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'view' : 'views'}`;

/** "Horizons Podcast" → "Horizons": the short name in 'Join the Horizons Pod Community'. */
export const shortPodcastName = (podcastName: string) => podcastName.replace(/\s+podcast$/i, '').trim() || podcastName;
