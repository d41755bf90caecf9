import { randomBytes } from 'node:crypto';
import { RESETS_SPENT_MESSAGE } from '../../../common/rate-limit';
import { ask, holdOperation, expect, gql, screenshots, test } from './support';

test.describe('rate limit', () => {
  test('a visitor who used up the daily questions sees the capacity message, then the reset panel, which asks again', async ({ page, request }) => {
    // The visitor server allows 6 new questions a day per address (a saved answer costs nothing).
    const remaining = async () => (await gql<{ rateLimit: { remaining: number } }>(request, '{ rateLimit { remaining } }')).rateLimit.remaining;
    for (let i = 0; i < 10 && (await remaining()) > 0; i++) {
      await ask(request, `How did guest ${randomBytes(3).toString('hex')} think about pricing tiers?`);
    }
    expect(await remaining()).toBe(0);

    await page.goto('/');
    const message = page.getByText("Sorry, we're out of capacity for today. Please try again tomorrow or explore already answered questions.");
    await expect(message).toBeVisible();
    await expect(message.getByRole('link', { name: 'explore already answered questions' })).toHaveAttribute('href', '/search');
    await expect(page.getByRole('textbox', { name: 'Your question about the episodes' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Ask' })).toBeDisabled();
    await screenshots(page, 'home-out-of-capacity');

    // A new question (a saved answer would be served without using the allowance).
    const question = `How do you define the aha moment for a product like ${randomBytes(2).toString('hex')}?`;
    await page.goto(`/answer?question=${encodeURIComponent(question)}`);
    await expect(page.getByRole('heading', { name: 'Rate Limit Exceeded' })).toBeVisible();
    await expect(page.getByText("You've reached the request limit for now. Since this is a demo, you can reset your limit.")).toBeVisible();
    await screenshots(page, 'answer-rate-limited');

    const release = await holdOperation(page, 'ResetMyRateLimit');
    await page.getByRole('button', { name: 'Reset Rate Limit' }).click();
    await expect(page.getByRole('button', { name: 'Resetting...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/answer\/[a-z0-9-]+$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(question);
  });
});

test.describe('the demo reset from home', () => {
  test('a visitor at their own limit can reset it from home, once a day; the box works again', async ({ page, request }) => {
    const remaining = async () => (await gql<{ rateLimit: { remaining: number } }>(request, '{ rateLimit { remaining } }')).rateLimit.remaining;
    const useUp = async () => {
      for (let i = 0; i < 10 && (await remaining()) > 0; i++) await ask(request, `What did guest ${randomBytes(3).toString('hex')} say about referrals?`);
      expect(await remaining()).toBe(0);
    };
    await useUp();

    await page.goto('/');
    const box = page.getByRole('textbox', { name: 'Your question about the episodes' });
    await expect(box).toBeDisabled();
    await expect(page.getByText("You've reached the request limit for now. Since this is a demo, you can reset your limit.")).toBeVisible();
    const release = await holdOperation(page, 'ResetMyRateLimit');
    await page.getByRole('button', { name: 'Reset Rate Limit' }).click();
    await expect(page.getByRole('button', { name: 'Resetting...' })).toBeVisible();
    release();
    await expect(box).toBeEnabled();
    await expect(page.getByText("Sorry, we're out of capacity for today.", { exact: false })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reset Rate Limit' })).toHaveCount(0);
    expect(await remaining()).toBeGreaterThan(0);

    // Used up again: the day's reset is spent, so home offers none.
    await useUp();
    await page.reload();
    await expect(box).toBeDisabled();
    await expect(page.getByText("Sorry, we're out of capacity for today.", { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset Rate Limit' })).toHaveCount(0);
  });
});

test.describe('the demo reset, once a day', () => {
  test('after the day’s reset the panel says so and offers no reset, also when the reset is refused on click', async ({ page, request }) => {
    const remaining = async () => (await gql<{ rateLimit: { remaining: number } }>(request, '{ rateLimit { remaining } }')).rateLimit.remaining;
    const useUp = async () => {
      for (let i = 0; i < 10 && (await remaining()) > 0; i++) await ask(request, `Which onboarding emails worked for guest ${randomBytes(3).toString('hex')}?`);
      expect(await remaining()).toBe(0);
    };
    await useUp();

    await page.goto(`/answer?question=${encodeURIComponent(`What did guest ${randomBytes(2).toString('hex')} learn about churn?`)}`);
    const resetButton = page.getByRole('button', { name: 'Reset Rate Limit' });
    await expect(resetButton).toBeVisible();

    // Meanwhile the same visitor resets from another tab and uses the questions up again.
    await gql(request, 'mutation { resetMyRateLimit { remaining } }');
    await useUp();

    await resetButton.click();
    const spent = page.getByText(RESETS_SPENT_MESSAGE);
    await expect(spent).toBeVisible();
    await expect(resetButton).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Browse answered questions' })).toHaveAttribute('href', '/search');

    // Another new question today: the panel says so straight away.
    await page.goto(`/answer?question=${encodeURIComponent(`How did guest ${randomBytes(2).toString('hex')} price a first plan?`)}`);
    await expect(page.getByRole('heading', { name: 'Rate Limit Exceeded' })).toBeVisible();
    await expect(spent).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset Rate Limit' })).toHaveCount(0);
    await expect(page.getByText("You've reached the request limit for now. Since this is a demo, you can reset your limit.")).toHaveCount(0);
    await screenshots(page, 'answer-resets-spent');
  });
});
