/** Subscribers per page on the admin screen. */
export const SUBSCRIBERS_PAGE_SIZE = 50;

/** The CSV export of the subscribers the screen shows (all of them, or those matching the search). */
export const subscribersCsvUrl = (search: string) => `/api/admin/subscribers.csv${search ? `?search=${encodeURIComponent(search)}` : ''}`;

export const subscriberCountLabel = (total: number, search: string) =>
  `${total.toLocaleString('en-US')} ${total === 1 ? 'subscriber' : 'subscribers'}${search ? ` matching "${search}"` : ''}`;

/** "Showing 51–100 of 230" and whether there are pages before and after. */
export function pageRange(offset: number, shown: number, total: number) {
  const first = shown === 0 ? 0 : offset + 1;
  const last = offset + shown;
  return {
    label: `Showing ${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`,
    hasPrevious: offset > 0,
    hasNext: last < total,
  };
}
