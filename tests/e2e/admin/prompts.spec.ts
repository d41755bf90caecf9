import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { NO_INFORMATION_ANSWER } from '../../../common/answer';
import { E2E_ADMIN, expectToast, gql, screenshots, signInAsAdmin, unique } from './support';

const PRICING = 'How should a B2B startup decide what goes in each pricing tier?';
const MARKETPLACE = 'Should a new marketplace start with supply or with demand?';
const TESTING = 'How much traffic do you need to run a reliable A/B test?';
/** The demo episodes say nothing on it: the answer is the no-information sentence. */
const DECLINED = 'What is the best recipe for mushroom lasagna with truffle oil?';

interface AdminPrompt {
  id: string;
  text: string;
  slug: string;
  isPublished: boolean;
  response: { fullResponse: string; sources: { quotes: { text: string; episode: number; guest: string; timestamp: string }[] } } | null;
}

const ADMIN_PROMPTS =
  'query ($filter: String) { adminPrompts(filter: $filter) { id text slug isPublished response { fullResponse sources { quotes { text episode guest timestamp } } } } }';

async function promptByText(api: APIRequestContext, text: string): Promise<AdminPrompt> {
  const { adminPrompts } = await gql<{ adminPrompts: AdminPrompt[] }>(api, ADMIN_PROMPTS, { filter: text });
  const found = adminPrompts.find((p) => p.text === text);
  if (!found) throw new Error(`No prompt "${text}"`);
  return found;
}

const row = (page: Page, text: string) => page.getByTestId('prompt-row').filter({ hasText: text });

test.describe.configure({ mode: 'serial' });

test.describe('prompt management', () => {
  let admin: APIRequestContext;

  test.beforeAll(async ({ playwright }, testInfo) => {
    admin = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    await gql(admin, 'mutation ($input: LoginInput!) { login(input: $input) { id } }', { input: E2E_ADMIN });
    await gql(admin, 'mutation { resetRateLimits { message } }');
    for (const prompt of [PRICING, MARKETPLACE, TESTING]) {
      const { ask } = await gql<{ ask: { slug: string } }>(admin, 'mutation ($prompt: String!) { ask(input: { prompt: $prompt }) { slug } }', { prompt });
      expect(ask.slug).toBeTruthy();
    }
  });

  test.afterAll(async () => {
    await admin.dispose();
  });

  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/prompts');
    await expect(page.getByRole('heading', { name: 'Prompts', exact: true })).toBeVisible();
  });

  test('filters case-insensitively; a published prompt is found on /search until unpublished', async ({ page }) => {
    await expect(row(page, MARKETPLACE)).toBeVisible();
    await screenshots(page, 'prompts');

    await page.getByLabel('Filter prompts').fill('MARKETPLACE START');
    await expect(page.getByTestId('prompt-row')).toHaveCount(1);
    await expect(row(page, MARKETPLACE)).toBeVisible();

    // Start unpublished (the server may publish a well-answered question at once).
    const publish = row(page, MARKETPLACE).getByRole('switch');
    if ((await publish.getAttribute('aria-checked')) === 'true') {
      await publish.click();
      await expectToast(page, 'Prompt unpublished');
      await expect(publish).toHaveAttribute('aria-checked', 'false');
    }
    const hidden = await gql<{ searchPrompts: { text: string }[] }>(page.request, '{ searchPrompts(query: "marketplace supply demand") { text } }');
    expect(hidden.searchPrompts.map((p) => p.text)).not.toContain(MARKETPLACE);

    await publish.click();
    await expectToast(page, 'Prompt published');
    await expect(publish).toHaveAttribute('aria-checked', 'true');

    await page.goto('/search');
    await page.getByPlaceholder('Search prompts by topic or keyword...').fill('marketplace supply demand');
    await expect(page.getByText(MARKETPLACE).first()).toBeVisible();

    await page.goto('/admin/prompts');
    await row(page, MARKETPLACE).getByRole('switch').click();
    await expectToast(page, 'Prompt unpublished');
    await expect(row(page, MARKETPLACE).getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    const { searchPrompts } = await gql<{ searchPrompts: { text: string }[] }>(page.request, '{ searchPrompts(query: "marketplace supply demand") { text } }');
    expect(searchPrompts.map((p) => p.text)).not.toContain(MARKETPLACE);
  });

  test('edits the text and slug; a taken slug is shown on its field; an empty slug becomes automatic', async ({ page }) => {
    const slug = `e2e-pricing-${unique()}`;
    const newText = `${PRICING} (edited)`;
    const dialog = page.getByRole('dialog', { name: 'Edit prompt text and slug' });
    // Escape closes the dialog and saves nothing: reopened, it shows the stored text.
    await row(page, PRICING).getByRole('button', { name: 'Edit text' }).click();
    await dialog.getByLabel('Prompt text').fill(newText);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Focus is back on the button that opened the dialog (it was disabled while the prompt loaded).
    await expect(row(page, PRICING).getByRole('button', { name: 'Edit text' })).toBeFocused();
    await row(page, PRICING).getByRole('button', { name: 'Edit text' }).click();
    await expect(dialog.getByLabel('Prompt text')).toHaveValue(PRICING);
    await screenshots(page, 'prompt-edit-text', { fullPage: false });
    await dialog.getByLabel('Prompt text').fill(newText);
    await dialog.getByLabel('Slug').fill(slug);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Prompt updated');
    await expect(dialog).toBeHidden();
    await expect(row(page, newText)).toContainText(`/answer/${slug}`);

    await row(page, TESTING).getByRole('button', { name: 'Edit text' }).click();
    const other = page.getByRole('dialog', { name: 'Edit prompt text and slug' });
    await other.getByLabel('Slug').fill(slug);
    await other.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Update failed', 'Failed to update prompt.');
    await expect(other.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
    await expect(other).toBeVisible();

    // While a save is under way, Escape and the close button leave the dialog open: a refused save keeps the edits and shows why.
    await page.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes('mutation UpdatePrompt')) return route.fallback();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return route.fallback();
    });
    await other.getByRole('button', { name: 'Save changes' }).click();
    await expect(other.getByRole('button', { name: 'Saving...' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(other.getByRole('button', { name: 'Close' })).toBeDisabled();
    await expectToast(page, 'Update failed', 'Failed to update prompt.');
    await expect(other).toBeVisible();
    await expect(other.getByLabel('Slug')).toHaveValue(slug);
    await expect(other.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
    await page.unroute('**/graphql');

    await other.getByLabel('Slug').fill('');
    await other.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Prompt updated');
    const automatic = await promptByText(page.request, TESTING);
    expect(automatic.slug).toMatch(/^how-much-traffic/);
  });

  test('edits the answer and its quotes: remove one, add one', async ({ page }) => {
    const before = await promptByText(page.request, MARKETPLACE);
    const quotes = before.response?.sources.quotes ?? [];
    await row(page, MARKETPLACE).getByRole('button', { name: 'Edit answer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit answer and quotes' });
    const content = dialog.getByLabel('Response content (markdown)');
    await expect(content).toHaveValue(before.response!.fullResponse);
    await expect(dialog.getByRole('listitem')).toHaveCount(quotes.length);
    await screenshots(page, 'prompt-edit-answer', { fullPage: false });

    const note = `Edited by the e2e test ${unique()}.`;
    await content.fill(`${before.response!.fullResponse}\n\n${note}`);
    if (quotes.length > 0) await dialog.getByRole('button', { name: 'Remove quote 1' }).click();
    await dialog.getByRole('button', { name: 'Add quote' }).click();
    const added = dialog.getByRole('listitem').last();
    await added.getByLabel('Quote text').fill('Start with the side of the market that is hardest to get.');
    await added.getByLabel('Episode').fill('4');
    await added.getByLabel('Guest').fill('Amara Osei');
    await added.getByLabel('Timestamp').fill('1:5');
    // An episode there is not is refused on its field, and nothing is saved.
    await added.getByLabel('Episode').fill('999');
    await dialog.getByRole('button', { name: 'Save response' }).click();
    await expectToast(page, 'Update failed', 'Failed to update response content.');
    await expect(added.getByLabel('Episode')).toHaveAttribute('aria-invalid', 'true');
    await expect(added).toContainText('Episode 999 does not exist.');
    await added.getByLabel('Episode').fill('4');
    await dialog.getByRole('button', { name: 'Save response' }).click();
    await expectToast(page, 'Response updated');
    await expect(dialog).toBeHidden();

    const after = await promptByText(page.request, MARKETPLACE);
    expect(after.response!.fullResponse).toContain(note);
    // One removed (when there was one), one added.
    expect(after.response!.sources.quotes).toHaveLength(Math.max(quotes.length - 1, 0) + 1);
    expect(after.response!.sources.quotes.at(-1)).toEqual({
      text: 'Start with the side of the market that is hardest to get.',
      episode: 4,
      guest: 'Amara Osei',
      timestamp: '01:05',
    });
    if (quotes.length > 1) expect(after.response!.sources.quotes[0]).toEqual(quotes[1]);
  });

  test('refuses to publish an answer saying the archive has no information, and says why', async ({ page }) => {
    await gql(admin, 'mutation { resetRateLimits { message } }');
    const { ask } = await gql<{ ask: { answer: string } }>(admin, 'mutation ($prompt: String!) { ask(input: { prompt: $prompt }) { answer } }', {
      prompt: DECLINED,
    });
    expect(ask.answer).toBe(NO_INFORMATION_ANSWER);
    await page.reload();
    const publish = row(page, DECLINED).getByRole('switch');
    await expect(publish).toHaveAttribute('aria-checked', 'false');
    await publish.click();
    await expectToast(page, 'Update failed', 'This answer says the archive has no information on the question; edit the answer before publishing it.');
    await expect(publish).toHaveAttribute('aria-checked', 'false');
    expect((await promptByText(page.request, DECLINED)).isPublished).toBe(false);
  });

  test('load failures: the list offers Retry; a prompt that cannot be loaded says so', async ({ page }) => {
    await page.route('**/graphql', (route) => (route.request().postData()?.includes('query AdminPrompt(') ? route.abort('failed') : route.fallback()));
    await row(page, PRICING.slice(0, 30)).getByRole('button', { name: 'Edit text' }).click();
    await expectToast(page, 'Failed to load prompt', 'Could not load the complete prompt data.');
    await page.unroute('**/graphql');

    await page.route('**/graphql', (route) => (route.request().postData()?.includes('query AdminPrompts(') ? route.abort('failed') : route.fallback()));
    await page.reload();
    await expect(page.getByText('Error loading prompts. Please try again.')).toBeVisible();
    await screenshots(page, 'prompts-load-failure');
    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(row(page, MARKETPLACE)).toBeVisible();
  });

  test('deletes one prompt with a preview toast, then all prompts', async ({ page }) => {
    await row(page, MARKETPLACE).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this prompt?' });
    await expect(dialog).toContainText(MARKETPLACE);
    await dialog.getByRole('button', { name: 'Delete prompt' }).click();
    await expectToast(page, 'Prompt deleted', `"${MARKETPLACE.slice(0, 40)}..." was deleted.`);
    await expect(row(page, MARKETPLACE)).toHaveCount(0);

    await page.getByRole('button', { name: 'Delete All Prompts' }).click();
    const all = page.getByRole('dialog', { name: 'Delete all prompts?' });
    await screenshots(page, 'prompts-delete-all-dialog', { fullPage: false });
    await all.getByRole('button', { name: 'Delete all prompts' }).click();
    await expectToast(page, 'All prompts deleted');
    await expect(page.getByText('No prompts yet.')).toBeVisible();
    const { adminStats } = await gql<{ adminStats: { promptsTotal: number } }>(page.request, '{ adminStats { promptsTotal } }');
    expect(adminStats.promptsTotal).toBe(0);
  });

  test('pages a long list 50 at a time, and steps back when the last page empties', async ({ page }) => {
    const tag = `Paging check ${unique()}`;
    const texts = Array.from({ length: 52 }, (_, i) => `${tag} question ${i + 1}?`);
    for (const [i, prompt] of texts.entries()) {
      // Each visitor IP may ask 10 a day: the admin resets the limits as they run out.
      if (i % 10 === 0) await gql(admin, 'mutation { resetRateLimits { message } }');
      await gql(admin, 'mutation ($prompt: String!) { ask(input: { prompt: $prompt }) { slug } }', { prompt });
    }
    await page.getByLabel('Filter prompts').fill(tag);
    const pager = page.getByRole('navigation', { name: 'Prompt pages' });
    await expect(pager).toContainText('Showing 1–50 of 52');
    await expect(page.getByTestId('prompt-row')).toHaveCount(50);
    await expect(page.getByText(`52 prompts containing "${tag}"`)).toBeVisible();
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager).toContainText('Showing 51–52 of 52');
    await expect(page.getByTestId('prompt-row')).toHaveCount(2);
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
    await screenshots(page, 'prompts-second-page');

    // One of the two goes elsewhere, the other here: the emptied page gives way to the first.
    const [elsewhere, here] = await Promise.all([promptByText(admin, texts[0]!), promptByText(admin, texts[1]!)]);
    await gql(admin, 'mutation ($id: UUID!) { deletePrompt(id: $id) { id } }', { id: elsewhere.id });
    await row(page, here.text).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this prompt?' }).getByRole('button', { name: 'Delete prompt' }).click();
    await expectToast(page, 'Prompt deleted');
    await expect(page.getByText(`50 prompts containing "${tag}"`)).toBeVisible();
    await expect(page.getByTestId('prompt-row')).toHaveCount(50);
    await expect(pager).toBeHidden();
    await gql(admin, 'mutation { deleteAllPrompts { count } }');
  });
});
