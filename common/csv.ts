/**
 * CSV (RFC 4180) for spreadsheet exports. A cell holding a comma, a quote or a line
 * break is quoted, with quotes doubled. A cell that starts with = + - @ (or a tab or a
 * carriage return) would run as a formula in a spreadsheet, so it gets a leading
 * apostrophe first (OWASP's CSV injection advice).
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | boolean | Date | null | undefined;

/** One cell: null and undefined are empty, dates ISO 8601. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header row and the data rows, lines ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map((cell) => csvCell(cell)).join(',') + '\r\n').join('');
}
