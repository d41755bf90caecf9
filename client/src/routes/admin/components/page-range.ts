/** Rows per page of an admin list (subscribers, prompts). */
export const ADMIN_PAGE_SIZE = 50;

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

/** `offset`, or the last page's when the list has shrunk below it (its last rows deleted). */
export const clampOffset = (offset: number, total: number, pageSize: number) => Math.min(offset, Math.max(0, Math.floor((total - 1) / pageSize) * pageSize));
