import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support';

/**
 * The built client runs under the server's Content-Security-Policy: no page, visitor or
 * admin, triggers a violation (an inline script or a blocked load would).
 */

async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(`
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));
  `);
  return async () => [...console, ...(await page.evaluate<string[]>('window.__cspViolations'))];
}

test('visitor and admin pages load under the Content-Security-Policy without a violation', async ({ page }) => {
  const violations = await recordViolations(page);
  const home = await page.goto('/');
  const csp = home?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('main')).toBeVisible();
  expect(await violations()).toEqual([]);

  for (const path of ['/episodes', '/search']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    expect(await violations(), path).toEqual([]);
  }

  await signInAsAdmin(page);
  expect(await violations()).toEqual([]);
  for (const [path, heading] of [
    ['/admin/prompts', 'Prompts'],
    ['/admin/episodes', 'Add Episode'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    expect(await violations(), path).toEqual([]);
  }
});

test('the build publishes no source maps', async ({ page, request }) => {
  await page.goto('/');
  const scripts = await page.evaluate<string[]>(`[...document.querySelectorAll('script[src]')].map((s) => s.src)`);
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    const js = await request.get(src);
    expect(await js.text()).not.toContain('sourceMappingURL');
    const map = await request.get(`${src}.map`);
    expect(map.headers()['content-type'] ?? '').not.toContain('json');
  }
});
