import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, expectToast, gql, screenshots, signInAsAdmin, unique } from './support';

/** A fictional episode written for this test (never corpus text). */
const id = unique();
const number = 7000 + Math.floor(Math.random() * 2000);
const guest = 'Odalys Brennick';
const title = `How to run a cold-storage orchard cooperative | ${guest} (Fernway ${id})`;
const transcript = [
  `Maya Ortiz (00:00)`,
  `Welcome back to Horizons. My guest today is ${guest}, who runs Fernway, a cooperative of cold-storage orchards.`,
  ``,
  `${guest} (00:14)`,
  `Thanks, Maya. Fernway started with eleven apple growers sharing one refrigerated barn, and the first lesson was that shared cold storage only works when every grower books their pallet slots a week ahead.`,
  `We built a tiny booking sheet, and spoilage dropped from nine percent to under two percent in the first autumn.`,
  ``,
  `Maya Ortiz (01:05)`,
  `How did you get the growers to actually book ahead?`,
  ``,
  `${guest} (01:12)`,
  `We made the pallet booking the price. Growers who booked a week ahead paid the cooperative rate, and walk-in pallets paid double. Within two months almost every pallet was booked ahead, and the barn ran at ninety percent of capacity all season.`,
  `Anyone can copy the sheet from https://fernway.example/sheets/cooperativepalletbookingforeverygrowerinthevalley today.`,
  ``,
  `Maya Ortiz (02:30)`,
  `What would you tell someone starting a cooperative like Fernway?`,
  ``,
  `${guest} (02:41)`,
  `Start with the booking rule, not the building. The barn is easy; getting eleven stubborn growers to agree on one rule for pallet slots is the real work of a cooperative.`,
].join('\n');
const question = 'How does shared cold storage work for apple growers?';

async function openEpisodeRow(page: Page) {
  await page.goto('/admin');
  return page
    .getByRole('region', { name: 'Episodes', exact: true })
    .locator('tbody tr')
    .filter({ hasText: `#${number}` });
}

test.describe.configure({ mode: 'serial' });

test.describe('episode management', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('the add form validates on submit and again on every change', async ({ page }) => {
    await page.goto('/admin/episodes');
    await expect(page.getByRole('heading', { name: 'Add Episode', exact: true })).toBeVisible();
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    await expect(page.getByLabel('Publish date')).toHaveValue(today);
    await expect(page.getByLabel('Transcript', { exact: true })).toHaveAttribute('rows', '15');
    await screenshots(page, 'add-episode');

    const save = page.getByRole('button', { name: 'Save Episode' });
    await expect(save).toBeDisabled(); // aria-disabled while invalid
    await save.click({ force: true });
    await expect(page.getByText('Episode number must be positive')).toBeVisible();
    await expect(page.getByText('Title must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Transcript must be at least 50 characters')).toBeVisible();
    await expect(page.getByLabel('Episode number')).toBeFocused();

    await page.getByLabel('Title').fill('ab');
    await expect(page.getByText('Title must be at least 3 characters')).toBeVisible();
    await page.getByLabel('Title').fill('abc');
    await expect(page.getByText('Title must be at least 3 characters')).toBeHidden();
    await page.getByLabel('YouTube link').fill('not a link');
    await expect(page.getByText('Must be a valid URL')).toBeVisible();
    await page.getByLabel('YouTube link').fill('');

    // Long enough, but no spoken words: the processor refuses it.
    await page.getByLabel('Episode number').fill(String(number));
    await page
      .getByLabel('Transcript', { exact: true })
      .fill('Maya Ortiz (00:00)\nMaya Ortiz (00:10)\nMaya Ortiz (00:20)\nMaya Ortiz (00:30)\nMaya Ortiz (00:40)\nMaya Ortiz (00:50)');
    await expect(page.getByRole('status').filter({ hasText: 'Transcript processing error' })).toContainText('Failed to process transcript');
    await page.getByRole('button', { name: 'Save Episode' }).click();
    await expectToast(page, 'Transcript processing error', 'Failed to process transcript');
    await expect(page).toHaveURL(/\/admin\/episodes$/);
  });

  test('adds an episode from a pasted transcript; it is listed on /episodes', async ({ page }) => {
    await page.goto('/admin/episodes');
    await page.getByLabel('Episode number').fill(String(number));
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Guest name').fill(guest);
    await page.getByLabel('YouTube link').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await page.getByLabel('Substack link').fill('https://horizons.substack.com/p/fernway');
    await page.getByLabel('Transcript', { exact: true }).fill(transcript);

    const preview = page.getByRole('region', { name: 'Processed transcript preview' });
    await expect(preview).toContainText('Maya Ortiz (00:00)');
    await expect(preview).toContainText('(6 timestamps found)');
    await expect(preview.locator('pre')).toHaveText(/\.\.\.$/);
    await screenshots(page, 'add-episode-filled');

    await page.getByRole('button', { name: 'Save Episode' }).click();
    await expectToast(page, 'Episode added');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('region', { name: 'Episodes', exact: true })).toContainText(title);

    await page.goto('/episodes');
    await expect(page.getByText(title)).toBeVisible();

    // On a phone, the transcript's long address wraps: the page never scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/episodes/${number}`);
    await expect(page.getByText('cooperativepalletbooking', { exact: false })).toBeVisible();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth')).toBeLessThanOrEqual(0);
  });

  test('a save refused because the session ended keeps what was typed: after signing in again it is back in the form', async ({ page }) => {
    await page.goto('/admin/episodes');
    await page.getByLabel('Episode number').fill(String(number + 1));
    await page.getByLabel('Title').fill(`${title}, part two`);
    await page.getByLabel('Guest name').fill(guest);
    await page.getByLabel('Transcript', { exact: true }).fill(transcript);
    await gql(page.request, 'mutation { logout }');
    await page.getByRole('button', { name: 'Save Episode' }).click();
    await expectToast(page, 'Failed to add episode');
    await expect(page).toHaveURL(/\/admin\/login$/);

    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin\/episodes$/);
    await expectToast(page, 'Unsaved changes restored');
    await expect(page.getByLabel('Episode number')).toHaveValue(String(number + 1));
    await expect(page.getByLabel('Title')).toHaveValue(`${title}, part two`);
    await expect(page.getByLabel('Guest name')).toHaveValue(guest);
    await expect(page.getByLabel('Transcript', { exact: true })).toHaveValue(transcript);

    // Given back once: the next visit starts from an empty form.
    await page.reload();
    await expect(page.getByLabel('Title')).toHaveValue('');
  });

  test('a duplicate number is refused with the server message', async ({ page }) => {
    await page.goto('/admin/episodes');
    await page.getByLabel('Episode number').fill(String(number));
    await page.getByLabel('Title').fill('A second episode with the same number');
    await page.getByLabel('Transcript', { exact: true }).fill(transcript);
    await page.getByRole('button', { name: 'Save Episode' }).click();
    await expectToast(page, 'Failed to add episode', `#${number}`);
    await expect(page).toHaveURL(/\/admin\/episodes$/);
  });

  test('a question about the new episode is answered with a quote from it', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`/answer?question=${encodeURIComponent(question)}`);
    await expect(page).toHaveURL(/\/answer\/[a-z0-9-]+$/, { timeout: 90_000 });
    await expect(page.getByText(guest).first()).toBeVisible();
    const slug = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const { promptBySlug } = await gql<{ promptBySlug: { response: { sources: { quotes: { episode: number }[] } } } }>(
      page.request,
      'query ($slug: String!) { promptBySlug(slug: $slug) { response { sources { quotes { episode } } } } }',
      { slug },
    );
    expect(promptBySlug.response.sources.quotes.map((q) => q.episode)).toContain(number);
  });

  test('edits the episode: details only, then the transcript', async ({ page }) => {
    const row = await openEpisodeRow(page);
    await row.getByRole('link', { name: `Edit episode #${number}` }).click();
    await expect(page).toHaveURL(/\/admin\/episodes\/edit\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: `Edit Episode #${number}` })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel('Guest name')).toHaveValue(guest);
    await screenshots(page, 'edit-episode');

    const editUrl = page.url();
    const newTitle = `${title} (remastered)`;
    await page.getByLabel('Title').fill(newTitle);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Episode updated', 'Episode details updated successfully');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('region', { name: 'Episodes', exact: true })).toContainText('(remastered)');

    await page.goto(editUrl);
    const transcriptBox = page.getByLabel('Transcript', { exact: true });
    await expect(transcriptBox).not.toHaveValue('');
    await transcriptBox.fill(`${transcript}\n\nMaya Ortiz (03:30)\nThank you, ${guest}. That was Fernway's booking rule.`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Episode updated', /7 timestamps processed; the episode was re-indexed/);
    await expect(page).toHaveURL(/\/admin$/);

    const { episodeByNumber } = await gql<{ episodeByNumber: { title: string; transcriptText: string } }>(
      page.request,
      'query ($n: Int!) { episodeByNumber(number: $n) { title transcriptText } }',
      { n: number },
    );
    expect(episodeByNumber.title).toBe(newTitle);
    expect(episodeByNumber.transcriptText).toContain("That was Fernway's booking rule.");
  });

  test('an update refused by the server maps 401 and 403 to their messages', async ({ page }) => {
    const row = await openEpisodeRow(page);
    await row.getByRole('link', { name: `Edit episode #${number}` }).click();
    await expect(page.getByRole('heading', { name: `Edit Episode #${number}` })).toBeVisible();
    for (const [code, message] of [
      ['UNAUTHENTICATED', 'Authentication failed. Please log in again.'],
      ['FORBIDDEN', 'You do not have permission to update episodes.'],
    ] as const) {
      await page.route('**/graphql', (route) =>
        route.request().postData()?.includes('mutation UpdateEpisode')
          ? route.fulfill({ json: { data: null, errors: [{ message: 'Refused.', extensions: { code } }] } })
          : route.fallback(),
      );
      await page.getByLabel('Guest name').fill(`${guest} ${code}`);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Authentication failed', message);
      await expect(page).toHaveURL(/\/admin\/episodes\/edit\//);
      await page.unroute('**/graphql');
    }
  });

  test('an unknown episode shows the load failure panel', async ({ page }) => {
    await page.goto('/admin/episodes/edit/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Failed to load episode')).toBeVisible();
    await screenshots(page, 'edit-episode-not-found');
    await page.getByRole('link', { name: 'Return to Admin Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('deletes the episode through the confirmation dialog', async ({ page }) => {
    const row = await openEpisodeRow(page);
    await row.getByRole('button', { name: `Delete episode #${number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete episode #${number}?` });
    await expect(dialog).toContainText('may break existing Q&A prompts that reference it');
    await screenshots(page, 'delete-episode-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();
    // Escape cancels too.
    await row.getByRole('button', { name: `Delete episode #${number}` }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();
    // The dialog's owner removed it: focus still goes back to the button that opened it.
    await expect(row.getByRole('button', { name: `Delete episode #${number}` })).toBeFocused();

    await row.getByRole('button', { name: `Delete episode #${number}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete episode' }).click();
    await expectToast(page, 'Episode deleted', `Episode #${number} removed from the database and search index`);
    await expect(row).toHaveCount(0);
    // Its row (and the button that opened the dialog) is gone: focus goes to the page's main region, not lost to the document.
    await expect(page.locator('#main')).toBeFocused();

    const { episodeByNumber } = await gql<{ episodeByNumber: null }>(page.request, 'query ($n: Int!) { episodeByNumber(number: $n) { id } }', { n: number });
    expect(episodeByNumber).toBeNull();
  });
});
