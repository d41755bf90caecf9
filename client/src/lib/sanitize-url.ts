/** SPEC §1: the only protocols a link or image in an answer may use. */
export const SAFE_PROTOCOLS = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;

/**
 * A link or image address as the answer renderer may use it: relative addresses and
 * the safe protocols are kept, anything else (javascript:, data:, vbscript:…) becomes ''.
 */
export function sanitizeUrl(url: string): string {
  const colon = url.indexOf(':');
  const slash = url.indexOf('/');
  const question = url.indexOf('?');
  const hash = url.indexOf('#');
  const isRelative = colon === -1 || (slash !== -1 && colon > slash) || (question !== -1 && colon > question) || (hash !== -1 && colon > hash);
  if (isRelative) return url;
  const protocol = url.slice(0, colon).toLowerCase();
  return (SAFE_PROTOCOLS as readonly string[]).includes(protocol) ? url : '';
}
