import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium against the built app (npm run build:client).
 * Each project gets its own server on a fresh embedded database, seeded with the demo
 * episodes, so visitor and admin journeys never see each other's changes. Like a fresh
 * clone, no email provider is configured: the site keeps newsletter sign-ups itself.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-admin-password' };
/** The podcast's addresses of the visitor server (the admin server has none: its footer leaves them out). */
export const E2E_PODCAST_LINKS = {
  SPOTIFY_URL: 'https://open.spotify.com/show/e2e-horizons',
  APPLE_PODCASTS_URL: 'https://podcasts.apple.com/us/podcast/e2e-horizons/id100',
  YOUTUBE_URL: 'https://www.youtube.com/@e2e-horizons',
  SUBSTACK_URL: 'https://e2e-horizons.substack.com',
};

interface ServerSpec {
  name: string;
  port: number;
  env?: Record<string, string>;
}

const servers: ServerSpec[] = [
  {
    name: 'visitor',
    port: Number(process.env.E2E_VISITOR_PORT ?? 4173),
    // A low daily limit that tests can use up; each test asks from its own address (X-Forwarded-For).
    env: { RATE_LIMIT_PER_IP_DAILY: '6', TRUST_PROXY: 'loopback', ...E2E_PODCAST_LINKS },
  },
  { name: 'admin', port: Number(process.env.E2E_ADMIN_PORT ?? 4174) },
];

const baseURL = (s: ServerSpec) => `http://127.0.0.1:${s.port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  // Web-first assertions wait up to 20 s: on a 2-core CI machine the first tests run while two
  // freshly installed Chromiums load cold from disk beside two servers, and a page that shows in
  // under a second when idle has taken over 10 s then. A passing assertion returns at once.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['html', { outputFolder: 'test-results/e2e-report', open: 'never' }]],
  use: {
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: servers.map((s) => ({
    name: s.name,
    testMatch: `${s.name}/**/*.spec.ts`,
    // Admin journeys change shared data (delete all prompts, reset limits): one file at a time.
    ...(s.name === 'admin' ? { workers: 1 } : {}),
    use: { ...devices['Desktop Chrome'], baseURL: baseURL(s) },
  })),
  webServer: servers.map((s) => ({
    command: `rm -rf .data/e2e-${s.name} && node --import tsx server/index.ts`,
    url: `${baseURL(s)}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      PORT: String(s.port),
      HOST: '127.0.0.1',
      DATA_DIR: `.data/e2e-${s.name}`,
      PUBLIC_URL: baseURL(s),
      SEED_DEMO: 'true',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      ...s.env,
    },
  })),
});
