/**
 * Whether every percent-escape in the query of an address decodes to text. `address` is a
 * whole address (`/api/search?q=…`) or its search part (`?q=…`, `location.search`).
 * URLSearchParams and Express pass a malformed escape (`%ZZ`, `%E0%A4%A`: invalid UTF-8) on
 * as U+FFFD or its literal characters instead of refusing it, so both the REST API and the
 * answer page ask this first.
 */
export function queryDecodes(address: string): boolean {
  const start = address.indexOf('?');
  if (start === -1) return true;
  try {
    decodeURIComponent(address.slice(start + 1));
    return true;
  } catch {
    return false;
  }
}
