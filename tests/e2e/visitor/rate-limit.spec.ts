import { randomBytes } from 'node:crypto';
import { ask, delayOperation, expect, gql, screenshots, test } from './support';

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

    await delayOperation(page, 'ResetMyRateLimit', 1000);
    await page.getByRole('button', { name: 'Reset Rate Limit' }).click();
    await expect(page.getByRole('button', { name: 'Resetting...' })).toBeDisabled();
    await expect(page).toHaveURL(/\/answer\/[a-z0-9-]+$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(question);
  });
});
