import path from 'node:path';
import proxyaddr from 'proxy-addr';
import { z } from 'zod';
import { DEFAULT_GLOBAL_DAILY_LIMIT, DEFAULT_PER_IP_DAILY_LIMIT, DEFAULT_VISITOR_RESETS_DAILY, PASSWORD_MIN_CHARS } from '../common/limits.js';

/**
 * The whole runtime configuration, parsed once from the environment.
 * Other modules receive a `Config`; none of them reads `process.env`.
 */

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const positiveInt = (fallback: number) =>
  z.coerce.number({ message: 'must be a number' }).int('must be a whole number').positive('must be positive').default(fallback);

const wholeNumber = (fallback: number) =>
  z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(0, 'must be 0 or more').default(fallback);

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

/** A number from 0 to 1, or unset. */
const optionalShare = optionalString.transform((v, ctx) => {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (Number.isFinite(n) && n >= 0 && n <= 1) return n;
  ctx.addIssue({ code: 'custom', message: 'must be a number from 0 to 1' });
  return z.NEVER;
});

/**
 * An http or https address: one visitors open (it becomes a link or a form's action on the page),
 * or one the server calls. Any other scheme (ftp:, javascript:, a bare host:port) is a mistake.
 */
const optionalWebUrl = optionalString.pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL such as https://example.com' }).optional());

/** A URL that parses and names a database (the ORM needs its path; a typo such as `postgres://host` would fail later). */
function hasDatabaseName(url: string): boolean {
  try {
    return new URL(url).pathname.replace(/^\//, '') !== '';
  } catch {
    return false;
  }
}

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: optionalString,
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .refine(hasDatabaseName, 'must be a connection string with a database name, such as postgresql://user:password@host:5432/database')
      .optional(),
  ),
  DATA_DIR: z.string().default('.data'),
  SESSION_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  // Unset or empty (docker compose passes empty variables): Secure exactly in production.
  COOKIE_SECURE: optionalString
    .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' }).optional())
    .transform((v) => (v === undefined ? undefined : ['true', '1', 'yes'].includes(v))),
  ADMIN_USERNAME: optionalString,
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(PASSWORD_MIN_CHARS, `must be at least ${PASSWORD_MIN_CHARS} characters`).optional()),
  PODCAST_NAME: z.string().trim().min(1).default('Horizons Podcast'),
  PUBLIC_URL: optionalWebUrl,
  RATE_LIMIT_PER_IP_DAILY: positiveInt(DEFAULT_PER_IP_DAILY_LIMIT),
  RATE_LIMIT_GLOBAL_DAILY: positiveInt(DEFAULT_GLOBAL_DAILY_LIMIT),
  RATE_LIMIT_VISITOR_RESETS_DAILY: wholeNumber(DEFAULT_VISITOR_RESETS_DAILY),
  TRUST_PROXY: optionalString,
  TYPESENSE_URL: optionalWebUrl,
  TYPESENSE_API_KEY: optionalString,
  COHERE_API_KEY: optionalString,
  COHERE_BASE_URL: optionalWebUrl,
  COHERE_CHAT_MODEL: z.string().default('command-a-03-2025'),
  COHERE_RERANK_MODEL: z.string().default('rerank-v3.5'),
  COHERE_EMBED_MODEL: z.string().default('embed-english-v3.0'),
  COHERE_TIMEOUT_MS: positiveInt(20000),
  COHERE_MIN_RELEVANCE: optionalShare,
  SEED_DEMO: bool(true),
  NEWSLETTER_FORM_ACTION: optionalWebUrl,
  PLACEHOLDER_VIDEO_URL: optionalWebUrl,
  SPOTIFY_URL: optionalWebUrl,
  APPLE_PODCASTS_URL: optionalWebUrl,
  YOUTUBE_URL: optionalWebUrl,
  SUBSTACK_URL: optionalWebUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SERVE_CLIENT: bool(true),
});

type Env = z.infer<typeof Env>;

export type SearchConfig = { provider: 'postgres' } | { provider: 'typesense'; url: string; apiKey: string; embeddings: boolean };

export type LlmConfig =
  | { provider: 'extractive' }
  | {
      provider: 'cohere';
      apiKey: string;
      baseUrl: string;
      chatModel: string;
      rerankModel: string;
      embedModel: string;
      timeoutMs: number;
      /** Rerank relevance (0..1) the best passage must reach for chat to answer; null: chat alone decides. */
      minRelevance: number | null;
    };

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  http: {
    port: number;
    host: string | undefined;
    /** PUBLIC_URL, or http://localhost:$PORT without it. */
    publicUrl: string;
    /**
     * In development without PUBLIC_URL, links follow the host each request was made to
     * (127.0.0.1, a LAN address…); otherwise publicUrl holds.
     */
    publicUrlFromRequest: boolean;
    trustProxy: boolean | number | string | undefined;
  };
  /** `undefined` means: start the embedded PostgreSQL under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /**
   * cookieSecure: the session cookie is sent over HTTPS only (default: in production). False in
   * production is an explicit choice (COOKIE_SECURE=false) and is warned about at start-up.
   */
  session: { secret: string | undefined; cookieSecure: boolean };
  admin: { username: string; password: string } | undefined;
  podcastName: string;
  rateLimit: { perIpDaily: number; globalDaily: number; visitorResetsDaily: number };
  search: SearchConfig;
  llm: LlmConfig;
  seedDemo: boolean;
  newsletterFormAction: string | undefined;
  /** SPEC §2: the video played at a quote's second when its episode has no video link. */
  placeholderVideoUrl: string;
  /** Where the podcast lives outside this site (footer, 'Listen On'); each hidden when unset. */
  podcastLinks: PodcastLinks;
  logLevel: Env['LOG_LEVEL'];
  serveClient: boolean;
}

export interface PodcastLinks {
  spotify: string | undefined;
  applePodcasts: string | undefined;
  youtube: string | undefined;
  substack: string | undefined;
}

/** An openly licensed film on YouTube (Blender Foundation's Big Buck Bunny, CC BY 3.0): it plays at any second. */
export const DEFAULT_PLACEHOLDER_VIDEO_URL = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Express's trust-proxy setting: false, a hop count, or a list of addresses or subnets (`true` is refused in loadConfig). */
function parseTrustProxy(value: string | undefined): Config['http']['trustProxy'] {
  if (value === undefined) return undefined;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

export const TRUST_PROXY_INVALID_PROBLEM =
  'TRUST_PROXY: must be the number of proxies in front of the app (1 for one), false, or their addresses or subnets separated by commas ' +
  '(such as 10.0.0.1, 10.0.0.0/8 or loopback)';

export const TRUST_PROXY_TRUE_PROBLEM =
  'TRUST_PROXY: true would believe every address a client writes into X-Forwarded-For, so each visitor could choose their own IP ' +
  'and with it their question allowance and sign-in throttle. Give the number of proxies in front of the app (1 for one) or their addresses.';

/**
 * The problem with TRUST_PROXY, or null. A list of addresses is read by proxy-addr, the parser
 * Express itself compiles it with (comma-separated, trimmed), so what passes here Express takes.
 */
function trustProxyProblem(value: string | undefined): string | null {
  if (value === 'true') return TRUST_PROXY_TRUE_PROBLEM;
  const setting = parseTrustProxy(value);
  if (typeof setting !== 'string') return null;
  try {
    proxyaddr.compile(setting.split(',').map((entry) => entry.trim()));
    return null;
  } catch {
    return TRUST_PROXY_INVALID_PROBLEM;
  }
}

/**
 * A variable set to nothing (`PORT=` in a shell or an env file, `${PORT:-}` in docker compose)
 * counts as unset: its default holds, rather than `0` for a number or an error for the rest.
 */
const withoutBlanks = (source: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''));

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(withoutBlanks(source));
  const problems: string[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(problems);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && !env.SESSION_SECRET) problems.push('SESSION_SECRET: required when NODE_ENV=production');
  if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
    problems.push('ADMIN_USERNAME / ADMIN_PASSWORD: set both or neither');
  }
  if (Boolean(env.TYPESENSE_URL) !== Boolean(env.TYPESENSE_API_KEY)) {
    problems.push('TYPESENSE_URL / TYPESENSE_API_KEY: set both or neither');
  }
  const trustProxy = trustProxyProblem(env.TRUST_PROXY);
  if (trustProxy) problems.push(trustProxy);
  if (problems.length > 0) throw new ConfigError(problems);

  const search: SearchConfig =
    env.TYPESENSE_URL && env.TYPESENSE_API_KEY
      ? { provider: 'typesense', url: env.TYPESENSE_URL, apiKey: env.TYPESENSE_API_KEY, embeddings: Boolean(env.COHERE_API_KEY) }
      : { provider: 'postgres' };
  const llm: LlmConfig = env.COHERE_API_KEY
    ? {
        provider: 'cohere',
        apiKey: env.COHERE_API_KEY,
        baseUrl: env.COHERE_BASE_URL ?? 'https://api.cohere.com',
        chatModel: env.COHERE_CHAT_MODEL,
        rerankModel: env.COHERE_RERANK_MODEL,
        embedModel: env.COHERE_EMBED_MODEL,
        timeoutMs: env.COHERE_TIMEOUT_MS,
        minRelevance: env.COHERE_MIN_RELEVANCE ?? null,
      }
    : { provider: 'extractive' };

  return Object.freeze({
    env: env.NODE_ENV,
    isProduction,
    http: {
      port: env.PORT,
      host: env.HOST,
      publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
      publicUrlFromRequest: !env.PUBLIC_URL && env.NODE_ENV === 'development',
      trustProxy: parseTrustProxy(env.TRUST_PROXY),
    },
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    session: { secret: env.SESSION_SECRET, cookieSecure: env.COOKIE_SECURE ?? isProduction },
    admin: env.ADMIN_USERNAME && env.ADMIN_PASSWORD ? { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD } : undefined,
    podcastName: env.PODCAST_NAME,
    rateLimit: { perIpDaily: env.RATE_LIMIT_PER_IP_DAILY, globalDaily: env.RATE_LIMIT_GLOBAL_DAILY, visitorResetsDaily: env.RATE_LIMIT_VISITOR_RESETS_DAILY },
    search,
    llm,
    seedDemo: env.SEED_DEMO,
    newsletterFormAction: env.NEWSLETTER_FORM_ACTION,
    placeholderVideoUrl: env.PLACEHOLDER_VIDEO_URL ?? DEFAULT_PLACEHOLDER_VIDEO_URL,
    podcastLinks: {
      spotify: env.SPOTIFY_URL,
      applePodcasts: env.APPLE_PODCASTS_URL,
      youtube: env.YOUTUBE_URL,
      substack: env.SUBSTACK_URL,
    },
    logLevel: env.LOG_LEVEL,
    serveClient: env.SERVE_CLIENT,
  });
}

/** Settings that run but that the operator should know about: logged as warnings at start-up. */
export function configWarnings(config: Pick<Config, 'isProduction' | 'session'>): string[] {
  const warnings: string[] = [];
  if (config.isProduction && !config.session.cookieSecure) {
    warnings.push(
      'COOKIE_SECURE=false: the session cookie is sent over plain HTTP, where anyone on the network path can read and reuse it. ' +
        'Serve the site over HTTPS and remove COOKIE_SECURE unless this is a closed network.',
    );
  }
  return warnings;
}
