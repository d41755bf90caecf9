import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.js';

describe('csvCell', () => {
  it('leaves plain text as it is', () => {
    expect(csvCell('ada@example.com')).toBe('ada@example.com');
    expect(csvCell('Ada Lovelace')).toBe('Ada Lovelace');
  });

  it('quotes cells with commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvCell('Smith, Ada')).toBe('"Smith, Ada"');
    expect(csvCell('Ada "the Countess"')).toBe('"Ada ""the Countess"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+1234')).toBe("'+1234");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tTab')).toBe("'\tTab");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes empty cells for null and ISO dates for dates; numbers stay numbers', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(new Date('2026-01-31T09:30:00.000Z'))).toBe('2026-01-31T09:30:00.000Z');
    expect(csvCell(-5)).toBe('-5');
  });
});

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends', () => {
    expect(
      toCsv(
        ['email', 'first_name'],
        [
          ['ada@example.com', 'Ada'],
          ['bo@example.com', '=cmd'],
        ],
      ),
    ).toBe("email,first_name\r\nada@example.com,Ada\r\nbo@example.com,'=cmd\r\n");
  });

  it('writes only the header when there are no rows', () => {
    expect(toCsv(['email'], [])).toBe('email\r\n');
  });
});
