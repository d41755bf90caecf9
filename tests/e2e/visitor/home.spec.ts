import { gzipSync } from 'node:zlib';
import { E2E_PODCAST_LINKS } from '../../../playwright.config';
import { DEMO_QUESTIONS, expect, mockOperation, publishedAnswer, screenshots, test } from './support';

test.describe('home', () => {
  test('shows the title, subtitle, question box, header links and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Horizons Podcast Q&A');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Horizons Podcast Q&A');
    await expect(page.getByText('Ask anything about Horizons Podcast episodes')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your question about the episodes' })).toBeEnabled();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
    await expect(nav.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Horizons Podcast`);
    await expect(footer.getByRole('link', { name: 'Horizons Podcast website' })).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('link', { name: 'Horizons Podcast website' })).toHaveAttribute('href', E2E_PODCAST_LINKS.SUBSTACK_URL);
    await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    // The shared header is not on the home page.
    await expect(page.getByRole('link', { name: 'Search existing questions' })).toHaveCount(0);
  });

  test('warns about a question over 20 words and disables submit', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('textbox', { name: 'Your question about the episodes' });
    const submit = page.getByRole('button', { name: 'Ask' });
    await box.fill(Array.from({ length: 20 }, (_, i) => `word${i}`).join(' '));
    await expect(page.getByText('Please rephrase in 20 words or fewer.')).toHaveCount(0);
    await expect(submit).toBeEnabled();

    await box.fill(Array.from({ length: 21 }, (_, i) => `word${i}`).join(' '));
    await expect(page.getByRole('alert').filter({ hasText: 'Please rephrase in 20 words or fewer.' })).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(submit).toBeDisabled();
    await expect(page.getByText('21/20 words')).toBeVisible();
    await screenshots(page, 'home-too-long');
  });

  test('shows the 20-word and 300-character rule and refuses a question over 300 characters', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('At most 20 words and 300 characters.')).toBeVisible();
    const box = page.getByRole('textbox', { name: 'Your question about the episodes' });
    await box.fill(`How do you price ${'a'.repeat(290)}`);
    await expect(page.getByText('5/20 words · 307/300 characters')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Please keep your question to 300 characters or fewer.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ask' })).toBeDisabled();
  });

  test('does not submit a blank question', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Your question about the episodes' }).fill('   ');
    await expect(page.getByRole('button', { name: 'Ask' })).toBeDisabled();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/');
  });

  test('shows six placeholders, then suggestion chips that open their saved answers', async ({ page, request }) => {
    await publishedAnswer(request, DEMO_QUESTIONS[1]);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if ((route.request().postData() ?? '').includes('HomeSuggestions')) await held;
      await route.fallback();
    });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Popular questions' }).getByTestId('skeleton')).toHaveCount(6);
    release();

    const chips = page.getByRole('region', { name: 'Popular questions' }).getByRole('link');
    await expect(chips.first()).toBeVisible();
    expect(await chips.count()).toBeLessThanOrEqual(6);
    await expect(chips.first()).toHaveAttribute('href', /^\/answer\/[a-z0-9-]+$/);
    await screenshots(page, 'home');

    const first = chips.first();
    const [text, href] = [await first.textContent(), await first.getAttribute('href')];
    await first.click();
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text!);
  });

  test('loads at most 150 kB of gzipped JavaScript', async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    let total = 0;
    for (const path of scripts) total += gzipSync(await (await request.get(path)).body(), { level: 9 }).length;
    expect(scripts.length).toBeGreaterThan(0);
    expect(total / 1000).toBeLessThanOrEqual(150);
  });

  test('thanks a visitor who comes back from the newsletter sign-up', async ({ page }) => {
    await page.goto('/#done');
    await expect(page.getByTestId('toast')).toContainText('Thanks for subscribing!');
    await expect(page).toHaveURL('/');
  });

  test('treats a 429 from the rate-limit check as no capacity', async ({ page }) => {
    await mockOperation(page, 'HomeRateLimit', { errors: [{ message: 'Too many requests', extensions: { code: 'RATE_LIMITED' } }] }, 429);
    await page.goto('/');
    await expect(page.getByText("Sorry, we're out of capacity for today. Please try again tomorrow or explore already answered questions.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'explore already answered questions' })).toHaveAttribute('href', '/search');
    await expect(page.getByRole('textbox', { name: 'Your question about the episodes' })).toBeDisabled();
  });
});
