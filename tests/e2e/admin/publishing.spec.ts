import { expect, test, type Page } from '@playwright/test';
import { dismissToasts, expectToast, gql, screenshots, signInAsAdmin } from './support';

/** Answered by the demo episodes (episode 4), and not one of the demo questions, which ship published. */
const QUESTION = 'Why is fill rate the number that matters for a marketplace?';
const SEARCH = 'fill rate marketplace';

const statCard = (page: Page, label: string) => page.locator('dl > div').filter({ has: page.locator('dt', { hasText: label }) });
const row = (page: Page, text: string) => page.getByTestId('prompt-row').filter({ hasText: text });

test.describe('curated publishing', () => {
  test("a visitor's answer waits for the admin, who publishes it; then search lists it", async ({ page, playwright, baseURL }) => {
    // A visitor asks (no session).
    const visitor = await playwright.request.newContext({ baseURL });
    const { ask } = await gql<{ ask: { slug: string; answer: string; isPublished: boolean } }>(
      visitor,
      'mutation ($q: String!) { ask(input: { prompt: $q }) { slug answer isPublished } }',
      { q: QUESTION },
    );
    expect(ask.isPublished).toBe(false);
    const before = await gql<{ searchPrompts: { slug: string }[] }>(visitor, 'query ($q: String!) { searchPrompts(query: $q) { slug } }', { q: SEARCH });
    expect(before.searchPrompts.map((p) => p.slug)).not.toContain(ask.slug);
    await visitor.dispose();

    // Its own link works, kept out of search engines.
    await page.goto(`/answer/${ask.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: QUESTION })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    // The search page does not list it.
    await page.goto('/search');
    await page.getByPlaceholder('Search prompts by topic or keyword...').fill(SEARCH);
    // Other journeys may have deleted every prompt: the search ends with results or with none.
    await expect(page.getByText(new RegExp(`(\\d+ results? for|No results found for) .${SEARCH}.`))).toBeVisible();
    await expect(page.getByRole('main').getByText(QUESTION)).toHaveCount(0);

    await signInAsAdmin(page);
    const { adminStats } = await gql<{ adminStats: { unpublishedPrompts: number } }>(page.request, '{ adminStats { unpublishedPrompts } }');
    expect(adminStats.unpublishedPrompts).toBeGreaterThanOrEqual(1);
    const waiting = statCard(page, 'Published Prompts').getByRole('link', { name: `${adminStats.unpublishedPrompts} waiting to be published` });
    await expect(waiting).toBeVisible();
    await waiting.click();

    await expect(page).toHaveURL('/admin/prompts?show=unpublished');
    await expect(page.getByRole('button', { name: /^Unpublished/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByText(`${adminStats.unpublishedPrompts} ${adminStats.unpublishedPrompts === 1 ? 'prompt is' : 'prompts are'} waiting to be published.`),
    ).toBeVisible();
    await expect(page.getByTestId('prompt-row')).toHaveCount(adminStats.unpublishedPrompts);
    await expect(row(page, QUESTION).getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    await dismissToasts(page);
    await screenshots(page, 'prompts-unpublished');

    await row(page, QUESTION).getByRole('switch').click();
    await expectToast(page, 'Prompt published');
    await expect(row(page, QUESTION)).toHaveCount(0);
    await page.getByRole('button', { name: /^Published/ }).click();
    await expect(page).toHaveURL('/admin/prompts?show=published');
    await expect(row(page, QUESTION).getByRole('switch')).toHaveAttribute('aria-checked', 'true');

    // Published: search lists it, and its page is indexable.
    await page.goto('/search');
    await page.getByPlaceholder('Search prompts by topic or keyword...').fill(SEARCH);
    await expect(page.getByText(QUESTION).first()).toBeVisible();
    await page.goto(`/answer/${ask.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: QUESTION })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });
});
