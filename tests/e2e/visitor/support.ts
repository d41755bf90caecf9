import { randomInt } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';

/**
 * Every test asks from its own address (X-Forwarded-For, trusted from loopback by the
 * visitor server), so the daily question limit of one test never blocks another.
 */
export const test = base.extend<{ visitorIp: string }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  visitorIp: async ({}, use) => {
    await use(`10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`);
  },
  extraHTTPHeaders: async ({ visitorIp }, use) => {
    await use({ 'x-forwarded-for': visitorIp });
  },
});

export { expect };

interface GraphQLBody<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** One GraphQL operation through the API, as this test's visitor (or admin, after `signInAsAdmin`). */
export async function gql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await request.post('/graphql', { data: { query, variables } });
  const body = (await res.json()) as GraphQLBody<T>;
  if (body.errors?.length || !body.data) throw new Error(`GraphQL failed: ${body.errors?.[0]?.message ?? res.status()}`);
  return body.data;
}

export interface Asked {
  slug: string;
  promptId: string;
  answer: string;
}

/**
 * Questions the demo episodes answer (server/modules/seed/demo/questions.json). The first
 * is answered most reliably, with quotes: tests that need a full answer use it.
 */
export const DEMO_QUESTIONS = [
  'How do you define the aha moment for a product?',
  'How should a B2B startup decide what goes in each pricing tier?',
  'What is a good activation rate for a SaaS product?',
  'How long does SEO take before it starts paying off?',
  'Should a new marketplace start with supply or with demand?',
  'How much traffic do you need to run a reliable A/B test?',
  'How do you start a community for a consumer app?',
  'Is a free trial or a freemium plan better?',
] as const;

export const ask = (request: APIRequestContext, question: string) =>
  gql<{ ask: Asked }>(request, 'mutation Ask($q: String!) { ask(input: { prompt: $q }) { slug promptId answer } }', { q: question }).then((d) => d.ask);

export async function signInAsAdmin(request: APIRequestContext): Promise<void> {
  await gql(request, 'mutation Login($input: LoginInput!) { login(input: $input) { id } }', { input: E2E_ADMIN });
}

/** Asks a question and publishes the answer (as the e2e admin), so it shows in search and suggestions. */
export async function publishedAnswer(request: APIRequestContext, question: string): Promise<Asked> {
  const asked = await ask(request, question);
  await signInAsAdmin(request);
  await gql(request, 'mutation Publish($id: UUID!) { updatePrompt(id: $id, input: { isPublished: true }) { id } }', { id: asked.promptId });
  return asked;
}

/** The operation name of a GraphQL request from the page, if it is one. */
export function operationName(route: Route): string | undefined {
  const body = route.request().postDataJSON() as { operationName?: string; query?: string } | null;
  return body?.operationName ?? /(?:query|mutation)\s+(\w+)/.exec(body?.query ?? '')?.[1];
}

/**
 * Holds `operation` until the returned function is called, so that a loading state can be
 * checked however slow the machine is (a fixed delay can run out before the check), then
 * lets it and every later one through.
 */
export async function holdOperation(page: Page, operation: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (operationName(route) === operation) await released;
    await route.fallback();
  });
  return release;
}

/** Answers `operation` with `body` instead of the server. */
export async function mockOperation(page: Page, operation: string, body: unknown, status = 200): Promise<void> {
  await page.route('**/graphql', async (route) => {
    if (operationName(route) !== operation) return route.fallback();
    await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  });
}

/**
 * Saves the page at 1280 px and 390 px wide (test-results/screenshots/visitor-<name>-<width>.png)
 * and checks that neither width scrolls sideways.
 */
export async function screenshots(page: Page, name: string, ready?: () => Promise<void>): Promise<void> {
  const original = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await ready?.();
    await page.waitForTimeout(250);
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(overflow, `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/screenshots/visitor-${name}-${width}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}
