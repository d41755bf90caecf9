/**
 * The server-rendered parts of index.html: the page's <head> tags (title, description,
 * canonical, OpenGraph, robots, JSON-LD) and the site settings for the client.
 */

export interface PageHead {
  title: string;
  description?: string;
  /** Absolute address. */
  canonical?: string;
  /** OpenGraph type: website (default), article… */
  type?: string;
  /** Keep the page out of search engines. */
  noindex?: boolean;
  /** Structured data (schema.org), rendered as JSON-LD. */
  jsonLd?: Record<string, unknown>;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** JSON that is safe inside a <script> element: no "</script>", no "<!--", no line separators. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function renderHead(head: PageHead, siteName: string): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  const meta = (attribute: 'name' | 'property', key: string, content: string) => tags.push(`<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`);
  if (head.description) meta('name', 'description', head.description);
  if (head.noindex) meta('name', 'robots', 'noindex');
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  meta('property', 'og:site_name', siteName);
  meta('property', 'og:type', head.type ?? 'website');
  meta('property', 'og:title', head.title);
  if (head.description) meta('property', 'og:description', head.description);
  if (head.canonical) meta('property', 'og:url', head.canonical);
  meta('name', 'twitter:card', 'summary');
  meta('name', 'twitter:title', head.title);
  if (head.description) meta('name', 'twitter:description', head.description);
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/** The id of the JSON data block that carries the site settings to the client (client/src/app/site.tsx). */
export const SITE_CONFIG_ID = 'site-config';

/**
 * index.html with the page's head (its <title> replaces the template's) and the site settings
 * in place of the `<!--app-head-->` and `<!--app-config-->` markers. The settings are a JSON data
 * block, not a script: the Content-Security-Policy allows no inline script.
 */
export function renderIndexHtml(template: string, head: PageHead, siteName: string, site: unknown): string {
  return template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace('<!--app-head-->', () => renderHead(head, siteName))
    .replace('<!--app-config-->', () => `<script type="application/json" id="${SITE_CONFIG_ID}">${jsonForScript(site)}</script>`);
}
