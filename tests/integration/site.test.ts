import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { RequestContext } from '@mikro-orm/core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_INFORMATION_ANSWER } from '../../common/answer.js';
import { metaDescription } from '../../common/meta.js';
import { MAX_INT } from '../../common/validation.js';
import { Episode } from '../../server/modules/episodes/episode.entity.js';
import type { Prompt } from '../../server/modules/prompts/prompt.entity.js';
import { buildPrompt, uniqueText } from '../factories/prompt.factory.js';
import { createTestApp, type TestApp } from '../support/app.js';

const PUBLIC_URL = 'https://qa.example.com';
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
    <title>Horizons Podcast Q&amp;A</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <!--app-config-->
  </body>
</html>
`;

let t: TestApp;
let clientDir: string;
let published: Prompt;
let unpublished: Prompt;
let noInformation: Prompt;
let episode: Episode;
const answer = `## Key Takeaways\n\n- Charge for the **value metric** your customers grow with.\n\n${'Pricing is the growth lever people pull the least. '.repeat(5)}`;

/** A script as large as a real bundle's chunks (tens of kilobytes). */
const BIG_SCRIPT = Array.from({ length: 2000 }, (_, i) => `export const value${i} = "value number ${i}";`).join('\n');

/** A tiny stand-in for dist/client. */
async function fakeClient(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-client-'));
  await fs.mkdir(path.join(dir, 'assets'));
  await fs.writeFile(path.join(dir, 'index.html'), TEMPLATE);
  await fs.writeFile(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app");');
  await fs.writeFile(path.join(dir, 'assets', 'vendor-def456.js'), BIG_SCRIPT);
  await fs.writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  return dir;
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

beforeAll(async () => {
  clientDir = await fakeClient();
  t = await createTestApp({ PUBLIC_URL }, { clientDir });
  published = await buildPrompt(t, { text: uniqueText('How should I price <my> "SaaS"'), fullResponse: answer });
  unpublished = await buildPrompt(t, { isPublished: false, fullResponse: answer });
  noInformation = await buildPrompt(t, { fullResponse: NO_INFORMATION_ANSWER });
  episode = await RequestContext.create(t.orm.em, async () => {
    const number = 7000 + Math.floor(Math.random() * 1000);
    const created = t.orm.em.create(Episode, { number, title: 'How to test a pricing page', guest: 'Ada Example', publishedDate: '2025-03-04' });
    await t.orm.em.flush();
    return created;
  });
});

afterAll(async () => {
  await t.close();
  await fs.rm(clientDir, { recursive: true, force: true });
});

describe('server-rendered head', () => {
  it('gives a saved answer its title, description, canonical link, OpenGraph tags and JSON-LD', async () => {
    const res = await request(t.app).get(`/answer/${published.slug}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const head = headOf(res.text);
    const title = `${published.text.replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')} - Horizons Podcast Q&amp;A`;
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain(`<title>${title}</title>`);
    expect(head).toContain(`<meta name="description" content="${metaDescription(answer)}" />`);
    // The lead as plain text: not the 'Key Takeaways' heading or its list.
    expect(metaDescription(answer)).toBe(`${'Pricing is the growth lever people pull the least. '.repeat(3).slice(0, 150)}...`);
    expect(head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/answer/${published.slug}" />`);
    expect(head).toContain(`<meta property="og:title" content="${title}" />`);
    expect(head).toContain(`<meta property="og:url" content="${PUBLIC_URL}/answer/${published.slug}" />`);
    expect(head).toContain('<script type="application/ld+json">');
    expect(head).toContain('"@type":"QAPage"');
    expect(head).not.toContain('noindex');
    expect(head).not.toContain('<my>');
  });

  it('marks unpublished and no-information answers noindex', async () => {
    for (const prompt of [unpublished, noInformation]) {
      const res = await request(t.app).get(`/answer/${prompt.slug}`);
      expect(res.status).toBe(200);
      expect(headOf(res.text)).toContain('<meta name="robots" content="noindex" />');
      expect(headOf(res.text)).not.toContain('application/ld+json');
    }
  });

  it('gives an episode page its head, by number and by id, with the canonical link by number', async () => {
    for (const id of [String(episode.number), episode.id]) {
      const res = await request(t.app).get(`/episodes/${id}`);
      expect(res.status).toBe(200);
      const head = headOf(res.text);
      expect(head).toContain('<title>How to test a pricing page - Horizons Podcast</title>');
      expect(head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/episodes/${episode.number}" />`);
      expect(head).toContain(`Episode ${episode.number} of the Horizons Podcast with Ada Example`);
      expect(head).toContain('"@type":"PodcastEpisode"');
    }
  });

  it('gives the page of an episode numbered as high as episodes go (2147483647) its head', async () => {
    await RequestContext.create(t.orm.em, async () => {
      t.orm.em.create(Episode, { number: MAX_INT, title: 'The highest-numbered episode' });
      await t.orm.em.flush();
    });
    const res = await request(t.app).get(`/episodes/${MAX_INT}`);
    expect(res.status).toBe(200);
    expect(headOf(res.text)).toContain('<title>The highest-numbered episode - Horizons Podcast</title>');
    expect((await request(t.app).get(`/episodes/${MAX_INT + 1}`)).status).toBe(404);
  });

  it('puts the site settings into every page', async () => {
    const res = await request(t.app).get('/search');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Search - Horizons Podcast Q&amp;A</title>');
    const config = /<script type="application\/json" id="site-config">(.*?)<\/script>/.exec(res.text)?.[1];
    expect(JSON.parse(config!)).toMatchObject({ podcastName: 'Horizons Podcast', publicUrl: PUBLIC_URL, perIpDailyLimit: 10 });
  });

  it('answers 404 (with the app, which shows its 404 page) for unknown paths, answers and episodes', async () => {
    for (const url of [
      '/no/such/page',
      '/answer/no-such-answer',
      '/episodes/999999',
      '/episodes/not-a-number',
      '/answer/%E0%A4%A',
      '/admin/nope',
      '/admin/episodes/edit',
    ]) {
      const res = await request(t.app).get(url);
      expect(res.status, url).toBe(404);
      expect(res.text).toContain('<div id="root"></div>');
      expect(headOf(res.text)).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('serves the admin pages the client routes, untitled for search engines', async () => {
    for (const url of [
      '/admin',
      '/admin/login',
      '/admin/prompts',
      '/admin/subscribers',
      '/admin/episodes',
      `/admin/episodes/edit/${episode.id}`,
      '/admin/prompts/',
    ]) {
      const res = await request(t.app).get(url);
      expect(res.status, url).toBe(200);
      expect(headOf(res.text)).toContain('<title>Admin - Horizons Podcast Q&amp;A</title>');
      expect(headOf(res.text)).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('keeps new-question addresses out of search engines', async () => {
    const res = await request(t.app).get('/answer?question=What%20is%20PLG%3F');
    expect(res.status).toBe(200);
    expect(headOf(res.text)).toContain('<title>What is PLG? - Horizons Podcast Q&amp;A</title>');
    expect(headOf(res.text)).toContain('noindex');
  });

  it('titles an answer address whose question cannot be read (a malformed percent-escape) with the site name, not garbled text', async () => {
    const res = await request(t.app).get('/answer?question=%E0%A4%A');
    expect(res.status).toBe(200);
    expect(headOf(res.text)).toContain('<title>Horizons Podcast Q&amp;A</title>');
    expect(headOf(res.text)).not.toContain('\uFFFD');
    expect(headOf(res.text)).toContain('noindex');
  });

  it('ignores trailing slashes, as the client router does: the same page, with the canonical link without them', async () => {
    // The client shows the answer page at /answer/?question=… and asks; the server served a 404 there.
    const ask = await request(t.app).get('/answer/?question=What%20is%20PLG%3F');
    expect(ask.status).toBe(200);
    expect(headOf(ask.text)).toContain('<title>What is PLG? - Horizons Podcast Q&amp;A</title>');
    expect(headOf(ask.text)).toContain('<meta name="robots" content="noindex" />');
    const pages: [string, string][] = [
      ['/search/', '/search'],
      ['/privacy//', '/privacy'],
      [`/answer/${published.slug}/`, `/answer/${published.slug}`],
      [`/episodes/${episode.number}//`, `/episodes/${episode.number}`],
    ];
    for (const [url, canonical] of pages) {
      const res = await request(t.app).get(url);
      expect(res.status, url).toBe(200);
      expect(headOf(res.text)).toContain(`<link rel="canonical" href="${PUBLIC_URL}${canonical}" />`);
    }
    for (const url of ['/no/such/page/', '/answer/no-such-answer/']) expect((await request(t.app).get(url)).status, url).toBe(404);
  });
});

describe('static files', () => {
  it('serves hashed assets with a long cache lifetime', async () => {
    const res = await request(t.app).get('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends text gzip-compressed to a client that accepts it, and plain to one that does not', async () => {
    const gzipped = await request(t.app).get('/assets/vendor-def456.js').set('Accept-Encoding', 'gzip');
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gzipped.text).toBe(BIG_SCRIPT);
    const page = await request(t.app).get('/episodes').set('Accept-Encoding', 'gzip');
    expect(page.headers['content-encoding']).toBe('gzip');
    const plain = await request(t.app).get('/assets/vendor-def456.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(BIG_SCRIPT);
  });

  it('answers a missing asset with a plain 404, not the app', async () => {
    const res = await request(t.app).get('/assets/missing.js');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<div id="root">');
  });

  it('leaves unknown API paths to the API', async () => {
    const res = await request(t.app).get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });
});

describe('sitemap and robots', () => {
  it('lists the public pages, published answers and episodes', async () => {
    const res = await request(t.app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(res.text).toContain(`<loc>${PUBLIC_URL}/</loc>`);
    expect(res.text).toContain(`<loc>${PUBLIC_URL}/answer/${published.slug}</loc>`);
    expect(res.text).toContain(`<loc>${PUBLIC_URL}/episodes/${episode.number}</loc>`);
    expect(res.text).not.toContain(unpublished.slug);
  });

  it('points crawlers to the sitemap', async () => {
    const res = await request(t.app).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(res.text).toContain('Disallow: /admin');
    // A new-question address, with or without the slash: a crawler that runs the page would ask.
    expect(res.text).toContain('Disallow: /answer?\n');
    expect(res.text).toContain('Disallow: /answer/?\n');
  });
});

describe('without a built client', () => {
  it('says how to build it', async () => {
    const other = await createTestApp({}, { clientDir: path.join(os.tmpdir(), 'no-such-client-dir') });
    try {
      const res = await request(other.app).get('/');
      expect(res.status).toBe(503);
      expect(res.text).toContain('npm run build:client');
    } finally {
      await other.close();
    }
  });
});
