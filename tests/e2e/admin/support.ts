import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';

export { E2E_ADMIN };

/** A GraphQL request with the page's cookies (the same session as the browser). */
export async function gql<T = Record<string, unknown>>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables }, headers: { 'content-type': 'application/json' } });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(`GraphQL error: ${body.errors.map((e) => e.message).join('; ')}`);
  return body.data as T;
}

/** Signs in through the login page as the seeded administrator and waits for the dashboard. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

/** The toast on screen (one at a time, SPEC §9). */
export const toastCard = (page: Page) => page.getByTestId('toast');

export async function expectToast(page: Page, title: string, description?: string | RegExp) {
  const card = toastCard(page).filter({ hasText: title });
  await expect(card).toBeVisible();
  if (description !== undefined) await expect(card).toContainText(description);
}

const WIDTHS = [1280, 390] as const;

/**
 * Saves test-results/screenshots/admin-<screen>-<width>.png at 1280 and 390 px wide
 * (the full page, or only the viewport for a modal dialog), then restores the desktop viewport.
 */
export async function screenshots(page: Page, screen: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    // Full-page shots from the top, so the sticky header sits where it belongs.
    await page.evaluate('window.scrollTo(0, 0)');
    // Let layout settle (ResizeObserver-driven chart, fonts).
    await page.waitForTimeout(300);
    await page.screenshot({ path: `test-results/screenshots/admin-${screen}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A value unique to this run, for test data. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The browser's localStorage (the test code itself compiles without DOM types). */
export const readStorage = (page: Page, key: string) => page.evaluate<string | null>(`window.localStorage.getItem(${JSON.stringify(key)})`);
export const writeStorage = (page: Page, key: string, value: string) =>
  page.evaluate(`window.localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)})`);

/** Closes the toasts on screen (such as 'Login successful'), so that screenshots show the page. */
export async function dismissToasts(page: Page) {
  for (const close of await page.getByRole('button', { name: 'Close notification' }).all()) await close.click();
  await expect(toastCard(page)).toHaveCount(0);
}
