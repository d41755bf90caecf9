import { describe, expect, it } from 'vitest';
import { sanitizeUrl } from './sanitize-url';

describe('sanitizeUrl', () => {
  it.each([
    'https://example.com/a?b=c',
    'http://example.com',
    'mailto:hi@example.com',
    'irc://irc.example.net/chan',
    'ircs://irc.example.net',
    'xmpp:someone@example.com',
    'HTTPS://EXAMPLE.COM',
  ])('keeps the safe address %s', (url) => expect(sanitizeUrl(url)).toBe(url));

  it.each(['/episodes/3', 'answer/how-to-price', '#quotes', '?q=pricing', '../up', 'path/with:colon-after-slash', 'page?x=a:b', 'page#t=01:20'])(
    'keeps the relative address %s',
    (url) => expect(sanitizeUrl(url)).toBe(url),
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox',
    'ftp://example.com/file',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'file:///etc/passwd',
  ])('replaces %s with an empty string', (url) => expect(sanitizeUrl(url)).toBe(''));
});
