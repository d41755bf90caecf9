import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PLACEHOLDER_VIDEO_URL } from '../../server/config.js';
import { buildPrompt } from '../factories/prompt.factory.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { graphql } from '../support/graphql.js';

/**
 * Issue 10: the podcast's addresses and the placeholder video come from the configuration
 * (served in the site settings), canonical links follow the request's host in development
 * without PUBLIC_URL, and the served meta description is the answer's lead in plain text.
 */

const TEMPLATE = '<!doctype html><html><head><!--app-head--><title>x</title></head><body><div id="root"></div><!--app-config--></body></html>';
const SITE_QUERY = '{ site { publicUrl placeholderVideoUrl spotifyUrl applePodcastsUrl youtubeUrl substackUrl } }';

interface SiteSettings {
  publicUrl: string;
  placeholderVideoUrl: string;
  spotifyUrl: string | null;
  applePodcastsUrl: string | null;
  youtubeUrl: string | null;
  substackUrl: string | null;
}

let clientDir: string;
const apps: TestApp[] = [];

async function app(env: Record<string, string>): Promise<TestApp> {
  const t = await createTestApp(env, { clientDir });
  apps.push(t);
  return t;
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const injected = (html: string) => JSON.parse(/<script type="application\/json" id="site-config">(.*?)<\/script>/.exec(html)![1]!) as SiteSettings;

beforeAll(async () => {
  clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-settings-client-'));
  await fs.writeFile(path.join(clientDir, 'index.html'), TEMPLATE);
});

afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
  await fs.rm(clientDir, { recursive: true, force: true });
});

describe('podcast links and the placeholder video', () => {
  it('are absent (links) and the default (video) without configuration, in GraphQL and in the page', async () => {
    const t = await app({ PUBLIC_URL: 'https://qa.example.com' });
    const { data } = await graphql<{ site: SiteSettings }>(t.app, SITE_QUERY);
    const expected = {
      publicUrl: 'https://qa.example.com',
      placeholderVideoUrl: DEFAULT_PLACEHOLDER_VIDEO_URL,
      spotifyUrl: null,
      applePodcastsUrl: null,
      youtubeUrl: null,
      substackUrl: null,
    };
    expect(data?.site).toEqual(expected);
    expect(injected((await request(t.app).get('/search')).text)).toMatchObject(expected);
  });

  it('are served as configured', async () => {
    const links = {
      PLACEHOLDER_VIDEO_URL: 'https://www.youtube.com/watch?v=abcDEF12345',
      SPOTIFY_URL: 'https://open.spotify.com/show/horizons',
      APPLE_PODCASTS_URL: 'https://podcasts.apple.com/us/podcast/horizons/id1',
      YOUTUBE_URL: 'https://www.youtube.com/@horizons',
      SUBSTACK_URL: 'https://horizons.substack.com',
    };
    const t = await app({ PUBLIC_URL: 'https://qa.example.com', ...links });
    const expected = {
      placeholderVideoUrl: links.PLACEHOLDER_VIDEO_URL,
      spotifyUrl: links.SPOTIFY_URL,
      applePodcastsUrl: links.APPLE_PODCASTS_URL,
      youtubeUrl: links.YOUTUBE_URL,
      substackUrl: links.SUBSTACK_URL,
    };
    expect((await graphql<{ site: SiteSettings }>(t.app, SITE_QUERY)).data?.site).toMatchObject(expected);
    expect(injected((await request(t.app).get('/')).text)).toMatchObject(expected);
  });
});

describe('canonical links', () => {
  it("follow the request's host in development without PUBLIC_URL: head, settings, sitemap and robots.txt", async () => {
    const t = await app({ NODE_ENV: 'development' });
    const prompt = await buildPrompt(t, { fullResponse: 'A plain answer about pricing pages.' });
    for (const host of ['127.0.0.1:3000', 'localhost:3000', '192.168.1.20:8080']) {
      const page = await request(t.app).get(`/answer/${prompt.slug}`).set('Host', host);
      expect(headOf(page.text)).toContain(`<link rel="canonical" href="http://${host}/answer/${prompt.slug}" />`);
      expect(injected(page.text).publicUrl).toBe(`http://${host}`);
      const settings = await request(t.app).post('/graphql').set('Host', host).set('content-type', 'application/json').send({ query: SITE_QUERY });
      expect((settings.body as { data: { site: SiteSettings } }).data.site.publicUrl).toBe(`http://${host}`);
      expect((await request(t.app).get('/sitemap.xml').set('Host', host)).text).toContain(`<loc>http://${host}/answer/${prompt.slug}</loc>`);
      expect((await request(t.app).get('/robots.txt').set('Host', host)).text).toContain(`Sitemap: http://${host}/sitemap.xml`);
    }
  });

  it('fall back to http://localhost:$PORT for a malformed Host header', async () => {
    const t = await app({ NODE_ENV: 'development', PORT: '3000' });
    const page = await request(t.app).get('/search').set('Host', 'evil.example"><script>');
    expect(headOf(page.text)).toContain('<link rel="canonical" href="http://localhost:3000/search" />');
  });

  it('stay on PUBLIC_URL when it is set, whatever the Host header', async () => {
    const t = await app({ NODE_ENV: 'development', PUBLIC_URL: 'https://qa.example.com' });
    const page = await request(t.app).get('/search').set('Host', '127.0.0.1:3000');
    expect(headOf(page.text)).toContain('<link rel="canonical" href="https://qa.example.com/search" />');
    expect(injected(page.text).publicUrl).toBe('https://qa.example.com');
  });
});

describe('served meta description', () => {
  it("is the answer's lead in plain text, 150 characters plus an ellipsis: no headings, no markdown", async () => {
    const t = await app({ PUBLIC_URL: 'https://qa.example.com' });
    const lead =
      '**Nora Vance** and _Sam Okafor_ both say the [pricing page](/episodes/3) is where `seat` plans fail first, and both moved to usage tiers within one quarter of launch.';
    const markdown = `## Key Takeaways\n\n- Price on usage.\n- Test the page.\n\n## What the episodes say\n\n${lead}\n\n> We raised prices on new customers first.\n\n— Episode 3 with Nora Vance (04:30)\n`;
    const prompt = await buildPrompt(t, { fullResponse: markdown });
    const head = headOf((await request(t.app).get(`/answer/${prompt.slug}`)).text);
    const description = /<meta name="description" content="([^"]*)" \/>/.exec(head)?.[1];
    const plain =
      'Nora Vance and Sam Okafor both say the pricing page is where seat plans fail first, and both moved to usage tiers within one quarter of launch.';
    expect(description).toBe(plain);
    expect(description).not.toMatch(/Key Takeaways|[#*_`[\]>]/);
    const long = await buildPrompt(t, { fullResponse: `## Key Takeaways\n\n- One.\n\n${lead} ${lead}` });
    const longDescription = /<meta name="description" content="([^"]*)" \/>/.exec(headOf((await request(t.app).get(`/answer/${long.slug}`)).text))?.[1];
    expect(longDescription).toBe(`${`${plain} ${plain}`.slice(0, 150)}...`);
  });
});
