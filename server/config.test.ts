import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configWarnings, DEFAULT_PLACEHOLDER_VIDEO_URL, loadConfig } from './config.js';

/** The problems loadConfig reports for `env`, or [] when it accepts it. */
function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('loadConfig', () => {
  it('runs with no variables at all: embedded database, port 3000, demo content', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      isProduction: false,
      http: { port: 3000, publicUrl: 'http://localhost:3000', trustProxy: undefined },
      databaseUrl: undefined,
      dataDir: path.resolve('.data'),
      admin: undefined,
      podcastName: 'Horizons Podcast',
      rateLimit: { perIpDaily: 10, globalDaily: 1000, visitorResetsDaily: 1 },
      search: { provider: 'postgres' },
      llm: { provider: 'extractive' },
      seedDemo: true,
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('reads the documented variables', () => {
    const config = loadConfig({
      PORT: '0',
      DATABASE_URL: 'postgresql://app:pw@db:5432/horizons',
      DATA_DIR: '/tmp/horizons-data',
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: 'long-enough',
      PUBLIC_URL: 'https://qa.example.com/',
      TRUST_PROXY: '1',
      SEED_DEMO: 'false',
      RATE_LIMIT_PER_IP_DAILY: '3',
      RATE_LIMIT_VISITOR_RESETS_DAILY: '0',
    });
    expect(config).toMatchObject({
      http: { port: 0, publicUrl: 'https://qa.example.com', trustProxy: 1 },
      databaseUrl: 'postgresql://app:pw@db:5432/horizons',
      dataDir: '/tmp/horizons-data',
      admin: { username: 'owner', password: 'long-enough' },
      seedDemo: false,
      rateLimit: { perIpDaily: 3, globalDaily: 1000, visitorResetsDaily: 0 },
    });
  });

  it('uses Cohere with a key, with a rerank threshold only when COHERE_MIN_RELEVANCE is set', () => {
    expect(loadConfig({ COHERE_API_KEY: 'key' }).llm).toMatchObject({ provider: 'cohere', apiKey: 'key', minRelevance: null });
    expect(loadConfig({ COHERE_API_KEY: 'key', COHERE_MIN_RELEVANCE: '0.25' }).llm).toMatchObject({ minRelevance: 0.25 });
    expect(loadConfig({ COHERE_API_KEY: 'key', COHERE_MIN_RELEVANCE: '' }).llm).toMatchObject({ minRelevance: null });
  });

  it.each([
    [{ COHERE_MIN_RELEVANCE: '1.5' }, 'COHERE_MIN_RELEVANCE'],
    [{ COHERE_MIN_RELEVANCE: 'high' }, 'COHERE_MIN_RELEVANCE'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://db/horizons' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'postgres://' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'postgresql://app:pw@db:5432' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'postgresql://app@[db:5432/horizons' }, 'DATABASE_URL'],
    [{ RATE_LIMIT_PER_IP_DAILY: '0' }, 'RATE_LIMIT_PER_IP_DAILY'],
    [{ RATE_LIMIT_GLOBAL_DAILY: 'lots' }, 'RATE_LIMIT_GLOBAL_DAILY'],
    [{ RATE_LIMIT_VISITOR_RESETS_DAILY: '-1' }, 'RATE_LIMIT_VISITOR_RESETS_DAILY'],
    [{ RATE_LIMIT_VISITOR_RESETS_DAILY: '1.5' }, 'RATE_LIMIT_VISITOR_RESETS_DAILY'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ PUBLIC_URL: 'qa.example.com' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'ftp://qa.example.com' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'javascript:alert(1)' }, 'PUBLIC_URL'],
    [{ NEWSLETTER_FORM_ACTION: 'javascript:alert(1)' }, 'NEWSLETTER_FORM_ACTION'],
    [{ TYPESENSE_URL: 'localhost:8108', TYPESENSE_API_KEY: 'key' }, 'TYPESENSE_URL'],
    [{ COHERE_BASE_URL: 'mailto:api@cohere.com' }, 'COHERE_BASE_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ PLACEHOLDER_VIDEO_URL: 'video.mp4' }, 'PLACEHOLDER_VIDEO_URL'],
    [{ SPOTIFY_URL: 'javascript:alert(1)' }, 'SPOTIFY_URL'],
    [{ APPLE_PODCASTS_URL: 'podcasts.apple.com/x' }, 'APPLE_PODCASTS_URL'],
    [{ YOUTUBE_URL: 'ftp://youtube.com/@pod' }, 'YOUTUBE_URL'],
    [{ SUBSTACK_URL: 'data:text/html,x' }, 'SUBSTACK_URL'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'banana' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1, proxy.internal' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY'],
  ])('fails fast on %j, naming the variable', (env, name) => {
    const found = problems(env);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(new RegExp(`^${name}: `));
  });

  it('has a placeholder video and no podcast addresses by default, and reads them when set', () => {
    expect(loadConfig({})).toMatchObject({
      placeholderVideoUrl: DEFAULT_PLACEHOLDER_VIDEO_URL,
      podcastLinks: { spotify: undefined, applePodcasts: undefined, youtube: undefined, substack: undefined },
    });
    expect(
      loadConfig({
        PLACEHOLDER_VIDEO_URL: 'https://cdn.example.com/trailer.mp4',
        SPOTIFY_URL: 'https://open.spotify.com/show/abc',
        APPLE_PODCASTS_URL: 'https://podcasts.apple.com/us/podcast/id1',
        YOUTUBE_URL: 'https://www.youtube.com/@horizons',
        SUBSTACK_URL: ' https://horizons.substack.com ',
      }),
    ).toMatchObject({
      placeholderVideoUrl: 'https://cdn.example.com/trailer.mp4',
      podcastLinks: {
        spotify: 'https://open.spotify.com/show/abc',
        applePodcasts: 'https://podcasts.apple.com/us/podcast/id1',
        youtube: 'https://www.youtube.com/@horizons',
        substack: 'https://horizons.substack.com',
      },
    });
  });

  it("lets links follow the request's host only in development without PUBLIC_URL", () => {
    expect(loadConfig({}).http.publicUrlFromRequest).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://qa.example.com' }).http.publicUrlFromRequest).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).http.publicUrlFromRequest).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).http.publicUrlFromRequest).toBe(false);
  });

  it('takes a variable set to nothing as unset: its default, not 0 or an error', () => {
    const blank = { PORT: '', DATA_DIR: '', RATE_LIMIT_PER_IP_DAILY: ' ', RATE_LIMIT_VISITOR_RESETS_DAILY: '', SEED_DEMO: '', PODCAST_NAME: '', LOG_LEVEL: '' };
    expect(loadConfig(blank)).toMatchObject({
      http: { port: 3000, publicUrl: 'http://localhost:3000' },
      dataDir: path.resolve('.data'),
      rateLimit: { perIpDaily: 10, visitorResetsDaily: 1 },
      seedDemo: true,
      podcastName: 'Horizons Podcast',
      logLevel: 'info',
    });
  });

  it('takes every TRUST_PROXY form Express understands', () => {
    for (const value of ['1', 'false', 'loopback', '10.0.0.1', '10.0.0.1, 192.168.0.0/16', '10.0.0.0/255.0.0.0', 'fd00::/8, uniquelocal', '::1']) {
      expect(problems({ TRUST_PROXY: value }), value).toEqual([]);
    }
  });

  it('requires SESSION_SECRET in production', () => {
    expect(problems({ NODE_ENV: 'production' })).toEqual(['SESSION_SECRET: required when NODE_ENV=production']);
    expect(problems({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) })).toEqual([]);
  });

  it('requires the admin username and password together', () => {
    expect(problems({ ADMIN_USERNAME: 'owner' })).toEqual(['ADMIN_USERNAME / ADMIN_PASSWORD: set both or neither']);
    expect(problems({ ADMIN_PASSWORD: 'long-enough' })).toEqual(['ADMIN_USERNAME / ADMIN_PASSWORD: set both or neither']);
  });

  it('lists every problem at once in its message', () => {
    try {
      loadConfig({ PORT: 'x', SEED_DEMO: 'perhaps' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).message).toMatch(/^Invalid configuration:\n {2}- PORT: .*\n {2}- SEED_DEMO: must be true or false$/);
    }
  });
});

describe('COOKIE_SECURE', () => {
  const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };

  it('defaults to Secure cookies in production only; empty counts as unset', () => {
    expect(loadConfig({}).session.cookieSecure).toBe(false);
    expect(loadConfig(production).session.cookieSecure).toBe(true);
    expect(loadConfig({ ...production, COOKIE_SECURE: '' }).session.cookieSecure).toBe(true);
  });

  it('can be chosen either way, and rejects anything but a boolean', () => {
    expect(loadConfig({ ...production, COOKIE_SECURE: 'false' }).session.cookieSecure).toBe(false);
    expect(loadConfig({ COOKIE_SECURE: 'true' }).session.cookieSecure).toBe(true);
    expect(problems({ COOKIE_SECURE: 'sometimes' })).toEqual(['COOKIE_SECURE: must be true or false']);
  });

  it('warns at start-up when production runs over plain HTTP by choice', () => {
    expect(configWarnings(loadConfig(production))).toEqual([]);
    expect(configWarnings(loadConfig({ COOKIE_SECURE: 'false' }))).toEqual([]);
    const [warning] = configWarnings(loadConfig({ ...production, COOKIE_SECURE: 'false' }));
    expect(warning).toMatch(/^COOKIE_SECURE=false: the session cookie is sent over plain HTTP/);
  });
});
