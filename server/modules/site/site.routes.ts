import fs from 'node:fs/promises';
import path from 'node:path';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { queryDecodes } from '../../../common/address.js';
import type { Config } from '../../config.js';
import type { Logger } from '../../logger.js';
import type { Services } from '../../services.js';
import { notFoundHead, staticPageHead } from './page-heads.js';
import { renderIndexHtml, type PageHead } from './site-html.js';
import type { SitemapEntry } from './site-pages.service.js';
import type { SiteInfo } from './site.service.js';

export interface SiteRouterDeps {
  config: Config;
  services: Services;
  log: Logger;
  /** The built client (npm run build:client): dist/client. */
  clientDir: string;
}

/** Built assets carry a content hash in their names: they never change. */
const ASSET_CACHE = 'public, max-age=31536000, immutable';
const NOT_BUILT = 'The web client has not been built yet. Run `npm run build:client` (or `npm start`, which builds it), then reload this page.\n';

const decode = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
};

/** `/search/` → `/search`, `/answer//` → `/answer`, `//` → `/`: the path the client's router matches. */
const withoutTrailingSlashes = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export function renderSitemap(entries: SitemapEntry[]): string {
  const urls = entries.map((e) => `  <url><loc>${xmlEscape(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * The web client: static files, the sitemap and robots.txt, and index.html for every
 * other path, with the page's head rendered on the server (title, description,
 * canonical, OpenGraph) and status 404 for paths and records that don't exist.
 */
export function siteRouter({ config, services, log, clientDir }: SiteRouterDeps): Router {
  const router = Router();
  const siteFor = (req: Request) => services.site.info(services.site.origin(req.protocol, req.get('host')));
  const siteName = `${config.podcastName} Q&A`;
  const indexFile = path.join(clientDir, 'index.html');

  router.get('/robots.txt', (req, res) => {
    const site = siteFor(req);
    res
      .type('text/plain')
      .send(
        [
          'User-agent: *',
          'Disallow: /admin',
          'Disallow: /api/',
          'Disallow: /graphql',
          'Disallow: /answer?',
          'Disallow: /answer/?',
          '',
          `Sitemap: ${site.publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      );
  });

  router.get('/sitemap.xml', async (req, res) => {
    res
      .type('application/xml')
      .set('Cache-Control', 'public, max-age=3600')
      .send(renderSitemap(await services.sitePages.sitemap(siteFor(req).publicUrl)));
  });

  router.use(
    express.static(clientDir, {
      index: false,
      fallthrough: true,
      setHeaders: (res, file) => {
        const inAssets = path.relative(path.join(clientDir, 'assets'), file).split(path.sep)[0] !== '..';
        res.setHeader('Cache-Control', inAssets ? ASSET_CACHE : 'public, max-age=3600');
      },
    }),
  );

  /**
   * The head and status of a page the client renders. Trailing slashes are ignored, as the
   * client's router ignores them: /answer/?question=… and /search/ are the pages it shows
   * there (their canonical links name the address without the slash), not a 404 the client
   * would contradict.
   */
  async function pageHead(req: Request, site: SiteInfo): Promise<{ status: number; head: PageHead }> {
    const pathname = withoutTrailingSlashes(req.path);
    // A malformed percent-escape would put U+FFFD in the title; the page refuses such an address and asks nothing.
    const search = new URLSearchParams(queryDecodes(req.url) ? (req.url.split('?')[1] ?? '') : '');
    const fixed = staticPageHead(pathname, search, site);
    if (fixed) return { status: 200, head: fixed };
    const answer = decode(/^\/answer\/([^/]+)$/.exec(pathname)?.[1] ?? '');
    const episode = decode(/^\/episodes\/([^/]+)$/.exec(pathname)?.[1] ?? '');
    const head = answer
      ? await services.sitePages.answerHead(answer, site.publicUrl)
      : episode
        ? await services.sitePages.episodeHead(episode, site.publicUrl)
        : null;
    return head ? { status: 200, head } : { status: 404, head: notFoundHead(site) };
  }

  // Every other page (no route parameters: a malformed address is a 404 page, not an error).
  router.use(async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.startsWith('/assets/')) {
      res.status(404).type('text/plain').send('Not found.\n');
      return;
    }
    let template: string;
    try {
      template = await fs.readFile(indexFile, 'utf8');
    } catch {
      log.warn({ clientDir }, 'the web client is not built');
      res.status(503).type('text/plain').send(NOT_BUILT);
      return;
    }
    const site = siteFor(req);
    const { status, head } = await pageHead(req, site);
    res
      .status(status)
      .set('Cache-Control', 'no-cache')
      .type('html')
      .send(renderIndexHtml(template, head, siteName, site));
  });

  return router;
}
