import { DEMO_QUESTIONS, holdOperation, expect, mockOperation, publishedAnswer, screenshots, test } from './support';

test.describe('search', () => {
  test('finds published answers, with view counts and episode numbers; a card opens its answer', async ({ page, request }) => {
    const asked = await publishedAnswer(request, DEMO_QUESTIONS[0]);
    await page.goto('/search');
    await expect(page).toHaveTitle('Search - Horizons Podcast Q&A');
    await expect(page.getByRole('heading', { name: 'Search Prompts' })).toBeVisible();
    const box = page.getByPlaceholder('Search prompts by topic or keyword...');

    // The query is debounced: a burst of keystrokes sends one search, for the whole text. The
    // keystrokes are typed inside the page in one go, so a slow machine cannot space them out.
    const searches: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql') && (r.postData() ?? '').includes('SearchPrompts')) searches.push(r.postData()!);
    });
    const searched = page.waitForRequest((r) => (r.postData() ?? '').includes('SearchPrompts'));
    await box.evaluate((input, text) => {
      // The test code compiles without DOM types: name the little it uses.
      const dom = globalThis as unknown as { HTMLInputElement: { prototype: object }; Event: new (type: string, init: { bubbles: boolean }) => unknown };
      for (let end = 1; end <= text.length; end++) {
        // The prototype's setter, as a keystroke would (React watches the element's own one).
        Reflect.set(dom.HTMLInputElement.prototype, 'value', text.slice(0, end), input);
        input.dispatchEvent(new dom.Event('input', { bubbles: true }) as Parameters<typeof input.dispatchEvent>[0]);
      }
    }, 'aha moment');
    await searched;
    await page.waitForTimeout(500);
    const card = page.getByRole('link', { name: new RegExp(`^${DEMO_QUESTIONS[0].replace('?', '\\?')}`) });
    await expect(card).toBeVisible();
    expect(searches).toHaveLength(1);
    expect(JSON.parse(searches[0]!).variables.query).toBe('aha moment');
    await expect(card).toContainText(/\d+ views?/);
    await expect(card).toContainText(/EP \d+/);
    await screenshots(page, 'search');
    await expect(page).toHaveURL('/search?q=aha+moment');
    await card.click();
    await expect(page).toHaveURL(`/answer/${asked.slug}`);

    // Back from the answer, a refresh, and the address itself give the same search again;
    // the header's Search link starts afresh.
    await page.goBack();
    await expect(box).toHaveValue('aha moment');
    await expect(card).toBeVisible();
    await page.reload();
    await expect(box).toHaveValue('aha moment');
    await expect(card).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Search existing questions' }).click();
    await expect(page).toHaveURL('/search');
    await expect(box).toHaveValue('');
  });

  test('says when nothing matches', async ({ page }) => {
    await page.goto('/search');
    await page.getByPlaceholder('Search prompts by topic or keyword...').fill('xylophonequartz');
    await expect(page.getByText('No results found for "xylophonequartz".')).toBeVisible();
    await expect(page.getByText('Try a different search term or browse published prompts below.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'View All Prompts' })).toBeVisible();
    // A long unbroken term wraps inside the message: no sideways scroll at 390 px (screenshots checks).
    const long = 'quartz'.repeat(40);
    await page.getByPlaceholder('Search prompts by topic or keyword...').fill(long);
    await expect(page.getByText(`No results found for "${long}".`)).toBeVisible();
    await screenshots(page, 'search-no-results');
  });

  test('an address whose search is too long says how long a search may be, with no retry that would fail again', async ({ page }) => {
    await page.goto(`/search?q=${'a'.repeat(301)}`);
    await expect(page.getByText('Search failed')).toBeVisible();
    await expect(page.getByText('A search may be at most 300 characters long.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  });

  test('says when there are no published prompts at all', async ({ page }) => {
    await mockOperation(page, 'PublishedPrompts', { data: { prompts: [] } });
    await page.goto('/search');
    await expect(page.getByText('No published prompts found.')).toBeVisible();
    await expect(page.getByText('Be the first to ask a question!')).toBeVisible();
    await screenshots(page, 'search-empty');
  });

  test("'View All Prompts' loads up to 1000, saying 'Loading...' meanwhile", async ({ page, request }) => {
    await publishedAnswer(request, DEMO_QUESTIONS[6]);
    await page.goto('/search');
    await expect(page.getByRole('link', { name: DEMO_QUESTIONS[6] })).toBeVisible();
    const all = page.waitForRequest(
      (r) => (r.postData() ?? '').includes('PublishedPrompts') && (r.postDataJSON() as { variables: { limit: number } }).variables.limit === 1000,
    );
    const release = await holdOperation(page, 'PublishedPrompts');
    await page.getByRole('button', { name: 'View All Prompts' }).click();
    await all;
    await expect(page.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    release();
    await expect(page.getByRole('link', { name: DEMO_QUESTIONS[6] })).toBeVisible();
    await expect(page.getByRole('button', { name: /View All Prompts|Loading\.\.\./ })).toHaveCount(0);
  });

  test('a prompt without a slug goes home with its question in the box', async ({ page }) => {
    const prompt = {
      __typename: 'Prompt',
      id: '6f1c1a52-8c4e-4a5e-9d8b-0f2a3b4c5d6e',
      slug: '',
      text: 'How do I price a marketplace?',
      viewCount: 3,
      episodeNumber: null,
    };
    await mockOperation(page, 'PublishedPrompts', { data: { prompts: [prompt] } });
    await page.goto('/search');
    await page.getByRole('link', { name: prompt.text }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('textbox', { name: 'Your question about the episodes' })).toHaveValue(prompt.text);
  });
});
