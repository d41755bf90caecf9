import { E2E_PODCAST_LINKS } from '../../../playwright.config';
import { expect, screenshots, signInAsAdmin, test } from './support';
import type { Page } from '@playwright/test';

test.describe('shared layout and other pages', () => {
  test('the header links to search and subscribe; the footer lists where to listen and resources', async ({ page }) => {
    await page.goto('/search');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' }).first();
    await expect(nav.getByRole('link', { name: 'Search existing questions' })).toHaveAttribute('href', '/search');
    await expect(nav.getByRole('link', { name: 'Get new weekly episodes' })).toHaveAttribute('href', '/subscribe');
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0);

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Listen On' })).toBeVisible();
    // The podcast's own addresses, from the configuration (SPOTIFY_URL…).
    for (const [name, href] of [
      ['Spotify', E2E_PODCAST_LINKS.SPOTIFY_URL],
      ['Apple Podcasts', E2E_PODCAST_LINKS.APPLE_PODCASTS_URL],
      ['YouTube', E2E_PODCAST_LINKS.YOUTUBE_URL],
      ['Substack', E2E_PODCAST_LINKS.SUBSTACK_URL],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
      await expect(footer.getByRole('link', { name: `Horizons Podcast on ${name}` })).toHaveAttribute('href', href!);
    }
    await expect(footer.getByRole('heading', { name: 'Resources' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'All Episodes' })).toHaveAttribute('href', '/episodes');
    await expect(footer.getByRole('link', { name: 'Search', exact: true })).toHaveAttribute('href', '/search');
    await expect(footer.getByRole('link', { name: 'Contact' })).toBeVisible();
    await expect(footer).toContainText('Weekly conversations with the growth operators');
  });

  test('on a phone, the menu opens and closes from the keyboard and also lists Home', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/episodes');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    // Only the open phone menu is a visible 'Main' navigation at this width.
    const menu = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Search existing questions' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Get new weekly episodes' })).toBeVisible();
    await screenshots(page, 'menu-open', async () => {
      if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
    });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('admins see Admin (highlighted on admin pages) and Logout, which signs out and goes home', async ({ page }) => {
    await signInAsAdmin(page.request);
    await page.goto('/search');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' }).first();
    await expect(nav.getByRole('link', { name: 'Admin' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Admin' })).not.toHaveAttribute('aria-current', 'page');
    await page.goto('/admin/no-such-admin-page');
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');

    await page.goto('/search');
    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/search');
    await expect(nav.getByRole('link', { name: 'Search existing questions' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  });

  test('any other path shows the 404 page with status 404', async ({ page }) => {
    const res = await page.goto('/this/page/does-not-exist');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('GET /this/page/does-not-exist → 404: no route matches this path')).toBeVisible();
    await screenshots(page, 'not-found');
  });

  test('privacy and terms pages', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
    await screenshots(page, 'privacy');
    await page.goto('/terms');
    await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
    await screenshots(page, 'terms');
  });

  test.describe('scrolling when the page changes', () => {
    test.use({ viewport: { width: 390, height: 700 } });

    const scrollY = (page: Page) => page.evaluate<number>('window.scrollY');
    /** Where the element's top is, against the bottom of the sticky site header. */
    const belowHeader = (page: Page, selector: string) =>
      page.evaluate<number>(
        `document.querySelector('${selector}').getBoundingClientRect().top - document.querySelector('header').getBoundingClientRect().bottom`,
      );

    test('a link to another page opens it at its top, and Back returns to where the reader was', async ({ page }) => {
      await page.goto('/privacy');
      await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
      const terms = page.getByRole('contentinfo').getByRole('link', { name: 'Terms' });
      await terms.scrollIntoViewIfNeeded();
      const reading = await scrollY(page);
      expect(reading).toBeGreaterThan(300);
      await terms.click();
      await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeInViewport();
      expect(await scrollY(page)).toBe(0);
      await page.goBack();
      await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeAttached();
      await expect.poll(() => scrollY(page)).toBe(reading);
    });

    test('a link to a part of another page, and an address with one, open at that part, clear of the header', async ({ page }) => {
      await page.goto('/search');
      await expect(page.getByRole('heading', { name: 'Search Prompts' })).toBeVisible();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
      await expect(page).toHaveURL(/\/privacy#contact$/);
      const contact = page.getByRole('heading', { name: 'Contact' });
      await expect(contact).toBeInViewport();
      await expect.poll(() => belowHeader(page, '#contact')).toBeGreaterThanOrEqual(0);

      await page.goto('/');
      await page.goto('/privacy#contact');
      await expect(contact).toBeInViewport();
      await expect.poll(() => belowHeader(page, '#contact')).toBeGreaterThanOrEqual(0);
    });
  });
});
