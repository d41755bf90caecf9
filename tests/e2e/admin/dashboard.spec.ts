import { expect, test, type Page } from '@playwright/test';
import { expectToast, gql, screenshots, signInAsAdmin, unique } from './support';

interface Stats {
  adminStats: {
    requestsToday: number;
    dailyLimit: number;
    dailyRemaining: number;
    promptsTotal: number;
    publishedPrompts: number;
    requestsPerDay: { date: string; requests: number }[];
  };
  adminPrompts: { text: string; viewCount: number }[];
  episodes: { number: number; title: string }[];
}

const STATS = `{
  adminStats { requestsToday dailyLimit dailyRemaining promptsTotal publishedPrompts requestsPerDay(days: 30) { date requests } }
  adminPrompts(limit: 5) { text viewCount }
  episodes(limit: 5) { number title }
}`;

const statCard = (page: Page, label: string) => page.locator('dl > div').filter({ has: page.locator('dt', { hasText: label }) });
const figure = (n: number) => n.toLocaleString('en-US');

test.describe('admin dashboard', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('shows the same figures, prompts and episodes as the API', async ({ page }) => {
    await page.reload();
    const api = await gql<Stats>(page.request, STATS);
    const { adminStats } = api;

    await expect(statCard(page, "Today's Requests")).toContainText(figure(adminStats.requestsToday));
    await expect(statCard(page, "Today's Requests")).toContainText(
      `out of ${figure(adminStats.dailyLimit)} daily limit, ${figure(adminStats.dailyRemaining)} left`,
    );
    await expect(statCard(page, 'Total Prompts').locator('dd')).toContainText(figure(adminStats.promptsTotal));
    await expect(statCard(page, 'Published Prompts').locator('dd')).toContainText(figure(adminStats.publishedPrompts));
    await expect(statCard(page, 'Active Users')).toContainText('N/A');

    const recent = page.getByRole('region', { name: 'Recent Prompts' });
    await expect(recent.getByRole('link', { name: 'Manage prompts' })).toHaveAttribute('href', '/admin/prompts');
    await expect(recent.getByRole('listitem')).toHaveCount(api.adminPrompts.length || 0);
    for (const prompt of api.adminPrompts) await expect(recent).toContainText(prompt.text);

    const episodes = page.getByRole('region', { name: 'Episodes', exact: true });
    await expect(episodes.locator('tbody tr')).toHaveCount(api.episodes.length);
    for (const episode of api.episodes) {
      await expect(episodes).toContainText(episode.title);
      await expect(episodes.getByRole('link', { name: `Edit episode #${episode.number}` })).toBeVisible();
    }
    await expect(episodes.getByRole('link', { name: 'Add New Episode' })).toHaveAttribute('href', '/admin/episodes');

    const chart = page.getByRole('img', { name: 'Requests per day, last 30 days' });
    await expect(chart).toBeVisible();
    await screenshots(page, 'dashboard');
    await page.getByText('Show the figures as a table').click();
    const rows = page.getByRole('region', { name: 'Requests per day' }).locator('table tbody tr');
    await expect(rows).toHaveCount(30);
    const today = adminStats.requestsPerDay.at(-1)!;
    await expect(rows.last()).toContainText(today.date);
    await expect(rows.last()).toContainText(figure(today.requests));
  });

  test('quick actions link to the admin pages and reset limits and reindex with toasts', async ({ page }) => {
    const actions = page.getByRole('region', { name: 'Quick Actions' });
    await expect(actions.getByRole('link', { name: 'Review Prompts' })).toHaveAttribute('href', '/admin/prompts');
    await expect(actions.getByRole('link', { name: 'Add Episode' })).toHaveAttribute('href', '/admin/episodes');
    await expect(actions.getByRole('link', { name: /Manage Database/ })).toHaveAttribute('href', '/graphql');

    // Use up one question of this visitor's allowance, then reset everyone's.
    const before = await gql<{ rateLimit: { limit: number; remaining: number } }>(page.request, '{ rateLimit { limit remaining } }');
    // A question never asked before (a saved answer would be served without counting).
    await gql(page.request, 'mutation ($prompt: String!) { ask(input: { prompt: $prompt }) { slug } }', {
      prompt: `What do the guests say about retention in year ${unique()}?`,
    });
    const used = await gql<{ rateLimit: { remaining: number } }>(page.request, '{ rateLimit { remaining } }');
    expect(used.rateLimit.remaining).toBeLessThan(before.rateLimit.limit);

    await actions.getByRole('button', { name: 'Reset Rate Limits' }).click();
    await expectToast(page, 'Rate limits reset');
    const after = await gql<{ rateLimit: { limit: number; remaining: number } }>(page.request, '{ rateLimit { limit remaining } }');
    expect(after.rateLimit.remaining).toBe(after.rateLimit.limit);
    // The allowances start again; today's usage history stays (issue 10): the question above still counts.
    const { adminStats } = await gql<{ adminStats: { requestsToday: number; dailyLimit: number; dailyRemaining: number } }>(
      page.request,
      '{ adminStats { requestsToday dailyLimit dailyRemaining } }',
    );
    expect(adminStats.requestsToday).toBeGreaterThan(0);
    expect(adminStats.dailyRemaining).toBe(adminStats.dailyLimit);
    await expect(statCard(page, "Today's Requests").locator('dd')).toContainText(figure(adminStats.requestsToday));
    // The card says the whole allowance is there again, not that the requests counted used it.
    await expect(statCard(page, "Today's Requests")).toContainText(`${figure(adminStats.dailyLimit)} left since the last reset`);
    await screenshots(page, 'dashboard-after-reset');

    const reindex = actions.getByRole('button', { name: 'Reindex All Episodes' });
    await reindex.click();
    await expectToast(page, 'Reindexing successful');
    await expect(reindex).toBeEnabled();
  });

  test('the keyboard reaches the quick actions before the episodes table, on a phone and a desktop', async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expect(page.getByRole('region', { name: 'Episodes', exact: true }).locator('tbody tr').first()).toBeVisible();
      // Tab on from the page's introduction; note which comes first.
      await page.getByText('Usage, prompts and episodes at a glance.').click();
      let reached = '';
      for (let i = 0; i < 30 && !reached; i++) {
        await page.keyboard.press('Tab');
        const focused = page.locator(':focus');
        const name = ((await focused.textContent()) ?? '').trim();
        const label = (await focused.getAttribute('aria-label')) ?? '';
        if (name === 'Review Prompts') reached = 'actions';
        else if (/^Edit episode/.test(label) || /^Edit episode/.test(name)) reached = 'episodes';
      }
      expect(reached, `at ${width} px`).toBe('actions');
      // What comes first to the keyboard comes first on screen: above on a phone, to the left on a desktop.
      const actions = (await page.getByRole('region', { name: 'Quick Actions' }).boundingBox())!;
      const episodes = (await page.getByRole('region', { name: 'Episodes', exact: true }).boundingBox())!;
      if (width < 1000) expect(actions.y).toBeLessThan(episodes.y);
      else expect(actions.x).toBeLessThan(episodes.x);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('shows every admin section in the navigation on a phone, none scrolled out of view', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const nav = page.getByRole('navigation', { name: 'Admin' });
    for (const name of ['Dashboard', 'Prompts', 'Subscribers', 'Add Episode']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('failures of the quick actions show their toasts', async ({ page }) => {
    await page.route('**/graphql', (route) => {
      const body = route.request().postData() ?? '';
      return body.includes('mutation ResetRateLimits') || body.includes('mutation Reindex') ? route.abort('failed') : route.fallback();
    });
    const actions = page.getByRole('region', { name: 'Quick Actions' });
    await actions.getByRole('button', { name: 'Reset Rate Limits' }).click();
    await expectToast(page, 'Reset failed', 'Failed to reset rate limits.');
    await actions.getByRole('button', { name: 'Reindex All Episodes' }).click();
    await expectToast(page, 'Reindexing failed', 'Failed to reindex episodes');
  });
});
