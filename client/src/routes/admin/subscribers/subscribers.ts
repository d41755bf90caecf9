/** The CSV export of the subscribers the screen shows (all of them, or those matching the search). */
export const subscribersCsvUrl = (search: string) => `/api/admin/subscribers.csv${search ? `?search=${encodeURIComponent(search)}` : ''}`;

export const subscriberCountLabel = (total: number, search: string) =>
  `${total.toLocaleString('en-US')} ${total === 1 ? 'subscriber' : 'subscribers'}${search ? ` matching "${search}"` : ''}`;
