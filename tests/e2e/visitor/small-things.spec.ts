import type { Page } from '@playwright/test';
import { ask, holdOperation, DEMO_QUESTIONS, expect, mockOperation, publishedAnswer, screenshots, test } from './support';

/**
 * Issue 10, the small things a visitor notices: home's skip link, a capacity state that
 * looks disabled, a title that stays put when the chips arrive, a search placeholder that
 * fits at 390 px, and footer links that come from the configuration (hidden when unset).
 */

const titleTop = (page: Page) => page.evaluate<number>('document.querySelector("h1").getBoundingClientRect().top');

test.describe('the small things', () => {
  test('home has a skip link to its content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
    await expect(page).toHaveURL(/#main$/);
  });

  test('a link followed by the keyboard takes focus to the new page, and past the newsletter box is no error', async ({ page, request }) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', { name: 'Search Prompts' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'All Episodes' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/episodes$/);
    await expect(page.locator('#main')).toBeFocused();
    await expect(page.locator('main a').first()).toBeVisible();
    // Tab goes on from the top of the new page, not from the footer.
    await page.keyboard.press('Tab');
    await expect(footer.locator(':focus')).toHaveCount(0);

    const answer = await ask(request, DEMO_QUESTIONS[0]);
    await page.goto(`/answer/${answer.slug}`);
    const firstName = page.getByRole('textbox', { name: 'First Name' }).first();
    await firstName.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByText('First name is required')).toHaveCount(0);
    await expect(page.getByText('Email is required')).toHaveCount(0);
  });

  test('when an answer arrives, focus is given to the page again, so a screen reader reads the answer', async ({ page }) => {
    const release = await holdOperation(page, 'AskQuestion');
    await page.goto('/');
    const box = page.getByRole('textbox', { name: 'Your question about the episodes' });
    await box.fill(DEMO_QUESTIONS[0]);
    await box.press('Enter');
    // The loading screen has the focus (its main region), and the answer replaces it there.
    await expect(page.getByTestId('loading-step')).toBeVisible();
    const main = page.locator('#main');
    await expect(main).toBeFocused();
    await page.evaluate('window.mainFocused = 0; document.getElementById("main").addEventListener("focus", () => window.mainFocused++)');
    release();
    await expect(page).toHaveURL(/\/answer\/[a-z0-9-]+$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 2, name: 'Key Takeaways' })).toBeVisible();
    await expect.poll(() => page.evaluate<number>('window.mainFocused')).toBe(1);
    await expect(main).toBeFocused();
  });

  test('a page whose code loads slowly gets focus once it shows', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // From now on every script arrives 2 s late: the search page’s code (the shared layout’s and its own) is not loaded yet.
    await page.route('**/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.getByRole('link', { name: 'Search', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Search Prompts' })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('#main')).toBeFocused();
  });

  test('out of capacity, the question box looks disabled', async ({ page }) => {
    await mockOperation(page, 'HomeRateLimit', { errors: [{ message: 'Too many requests', extensions: { code: 'RATE_LIMITED' } }] }, 429);
    await page.goto('/');
    const input = page.getByRole('textbox', { name: 'Your question about the episodes' });
    await expect(input).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Ask' })).toBeDisabled();
    const box = page.locator('[data-disabled]');
    await expect(box).toHaveCSS('border-top-style', 'dashed');
    await expect(box).toHaveCSS('background-color', 'rgb(243, 241, 236)');
    await expect(box).toHaveCSS('box-shadow', 'none');
    // The button is greyed, not the brand colour.
    await expect(page.getByRole('button', { name: 'Ask' })).not.toHaveCSS('background-color', 'rgb(55, 48, 163)');
    await screenshots(page, 'home-out-of-capacity');
  });

  for (const width of [1280, 390]) {
    test(`at ${width} px the title stays put when the chips replace their placeholders`, async ({ page, request }) => {
      await publishedAnswer(request, DEMO_QUESTIONS[2]);
      await page.setViewportSize({ width, height: 900 });
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/graphql', async (route) => {
        if ((route.request().postData() ?? '').includes('HomeSuggestions')) await held;
        await route.fallback();
      });
      await page.goto('/');
      const region = page.getByRole('region', { name: 'Popular questions' });
      await expect(region.getByTestId('skeleton')).toHaveCount(6);
      const before = await titleTop(page);
      release();
      await expect(region.getByRole('link').first()).toBeVisible();
      await expect(region.getByTestId('skeleton')).toHaveCount(0);
      expect(await titleTop(page)).toBe(before);
    });
  }

  test('the search placeholder fits the box at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/search');
    const input = page.getByRole('searchbox', { name: 'Search prompts' });
    await expect(input).toHaveAttribute('placeholder', 'Search prompts by topic or keyword...');
    const { text, room } = await page.evaluate<{ text: number; room: number }>(`(() => {
      const input = document.querySelector('input[type="search"]');
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d');
      context.font = style.fontWeight + ' ' + style.fontSize + ' ' + style.fontFamily;
      return {
        text: context.measureText(input.placeholder).width,
        room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      };
    })()`);
    expect(text).toBeLessThanOrEqual(room);
    await page.getByRole('search').screenshot({ path: 'test-results/screenshots/visitor-search-box-390.png' });
    await screenshots(page, 'search-placeholder');
  });

  test('without configured podcast addresses, Listen On, the icons and the podcast site link are left out', async ({ page }) => {
    // The same pages with the four addresses unset in the settings the server injects.
    await page.route(
      (url) => url.pathname === '/' || url.pathname === '/search',
      async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(/"(spotifyUrl|applePodcastsUrl|youtubeUrl|substackUrl)":"[^"]*"/g, '"$1":null');
        await route.fulfill({ response, body });
      },
    );
    await page.goto('/search');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Resources' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Listen On' })).toHaveCount(0);
    await expect(footer.getByRole('list', { name: 'Follow us' })).toHaveCount(0);
    for (const name of ['Spotify', 'Apple Podcasts', 'YouTube', 'Substack']) await expect(footer.getByRole('link', { name, exact: true })).toHaveCount(0);
    await screenshots(page, 'footer-without-podcast-links');

    await page.goto('/');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Horizons Podcast website' })).toHaveCount(0);
  });
});
