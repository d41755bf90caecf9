import { defineConfig } from 'vitest/config';

/**
 * unit: pure logic next to the code (common/, server/, client/).
 * integration: the HTTP app against a real PostgreSQL (embedded, or TEST_DATABASE_URL).
 * services: the Cohere and Typesense adapters against the real services; not part of `npm test`
 * (no network here), run by `npm run test:services` with their variables set.
 * End-to-end tests run under Playwright (playwright.config.ts).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: './client/vite.config.ts',
        test: {
          name: 'client',
          include: ['client/src/**/*.test.{ts,tsx}', 'client/*.test.ts'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'services',
          include: ['tests/services/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
