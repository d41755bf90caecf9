import { expect, test } from '@playwright/test';
import { expectToast, screenshots, signInAsAdmin, toastCard, unique } from './support';

/**
 * Issue 10: transcripts as they come (speaker names alone on a line, missing times), the
 * 'Processing N timestamps' toast while the episode saves, the not-found panel for any bad
 * id, and new quotes starting at 00:00.
 */

const number = 9100 + Math.floor(Math.random() * 800);
const title = `Pricing a seasonal ferry line (Harbourline ${unique()})`;
/** Written for this test (never archive text): two timed turns, then turns headed by a name alone on a line, with no time. */
const transcript = [
  'Sam Okafor (00:00)',
  'Welcome back. My guest today is Maya Ortiz, who prices the Harbourline ferries between four islands.',
  '',
  'Maya Ortiz (00:12)',
  'Thanks, Sam. Our first lesson was that a seasonal route lives or dies on the shoulder months, not on August.',
  '',
  'Sam Okafor',
  'So what did you change for the shoulder months?',
  '',
  'Maya Ortiz',
  'We sold ten-crossing passes in April at a third off, and those passes filled the boats in May and October.',
  'Yeah',
  'The summer fares never needed a discount after that.',
  '',
  'Sam Okafor',
  'And the islanders, did they pay the same fares as visitors?',
].join('\n');

test.describe.configure({ mode: 'serial' });

test.describe('transcripts as they come, and the episode forms', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('a pasted transcript with names alone on a line: the preview shows the turns, the save shows its toast, the page shows estimated times', async ({
    page,
  }) => {
    await page.goto('/admin/episodes');
    await page.getByLabel('Episode number').fill(String(number));
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Guest name').fill('Maya Ortiz');
    await page.getByLabel('Transcript', { exact: true }).fill(transcript);

    // The preview shows the processed turns: 'Maya Ortiz' alone on a line is her own turn, with an estimated time.
    const preview = page.getByRole('region', { name: 'Processed transcript preview' });
    await expect(preview).toContainText('(2 timestamps found)');
    const shown = (await preview.locator('pre').textContent()) ?? '';
    expect(shown).toMatch(/^Sam Okafor \(00:00\)\nWelcome back\./);
    expect(shown).toMatch(
      /\n\nSam Okafor \(~00:\d{2}\)\nSo what did you change for the shoulder months\?\n\nMaya Ortiz \(~00:\d{2}\)\nWe sold ten-crossing passes/,
    );
    expect(shown).not.toContain('\n\nYeah (');
    await screenshots(page, 'add-episode-preview-turns');

    // 'Processing 2 timestamps' stays up while the episode saves, then 'Episode added' replaces it.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if ((route.request().postData() ?? '').includes('mutation CreateEpisode')) await held;
      await route.fallback();
    });
    await page.getByRole('button', { name: 'Save Episode' }).click();
    await expect(toastCard(page)).toHaveText(/Processing 2 timestamps/);
    // Still there while the server has not answered.
    await page.waitForTimeout(400);
    await expect(toastCard(page)).toHaveText(/Processing 2 timestamps/);
    release();
    await expectToast(page, 'Episode added');
    await expect(page).toHaveURL(/\/admin$/);
    await page.unroute('**/graphql');

    // The transcript page: every speaker's turns, times from the transcript plain, estimates as ~mm:ss.
    await page.goto(`/episodes/${number}`);
    const stamps = page.getByRole('link', { name: /^Link to / });
    await expect(stamps).toHaveCount(5);
    await expect(stamps.nth(0)).toHaveText('00:00');
    await expect(stamps.nth(1)).toHaveText('00:12');
    for (const i of [2, 3, 4]) await expect(stamps.nth(i)).toHaveText(/^~00:\d{2}$/);
    await expect(stamps.nth(3)).toHaveAttribute('aria-label', /\(estimated\)$/);
    await expect(page.getByText('Yeah', { exact: true })).toBeVisible();
    await screenshots(page, 'transcript-estimated-times');
  });

  test('an edit address with an id that is not a UUID shows the not-found panel, never a raw GraphQL message', async ({ page }) => {
    for (const id of ['not-a-uuid', '12345', '00000000-0000-4000-8000-000000000000']) {
      await page.goto(`/admin/episodes/edit/${id}`);
      const panel = page.getByRole('main');
      await expect(panel.getByText('Failed to load episode')).toBeVisible();
      await expect(panel.getByText(/Episode not found/)).toBeVisible();
      await expect(panel).not.toContainText('Variable');
      await expect(panel).not.toContainText('UUID');
      await expect(panel.getByRole('link', { name: 'Return to Admin Dashboard' })).toHaveAttribute('href', '/admin');
    }
    await page.goto('/admin/episodes/edit/not-a-uuid');
    await expect(page.getByText('Failed to load episode')).toBeVisible();
    await screenshots(page, 'edit-episode-bad-id');
  });

  test("a new quote's timestamp starts at the 00:00 placeholder", async ({ page }) => {
    await page.goto('/admin/prompts');
    await page.getByTestId('prompt-row').first().getByRole('button', { name: 'Edit answer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit answer and quotes' });
    await dialog.getByRole('button', { name: 'Add quote' }).click();
    const added = dialog.getByRole('listitem').last();
    await expect(added.getByLabel('Timestamp')).toHaveValue('00:00');
    // The new row, in view, at both widths (the dialog scrolls on its own).
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      await added.getByLabel('Timestamp').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/screenshots/admin-prompt-new-quote-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});
