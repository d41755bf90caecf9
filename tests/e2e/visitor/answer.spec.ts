import { ask, DEMO_QUESTIONS, holdOperation, expect, mockOperation, screenshots, test } from './support';

test.describe('answer page', () => {
  test('asks from home: loading screen, then the answer with takeaways, quotes and links at /answer/{slug}', async ({ page, baseURL }) => {
    const question = DEMO_QUESTIONS[0];
    const release = await holdOperation(page, 'AskQuestion');
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Your question about the episodes' }).fill(question);
    await page.getByRole('button', { name: 'Ask' }).click();

    // Loading: progress bar, a step message, the subscribe link in a new tab.
    await expect(page).toHaveURL(`/answer?question=${encodeURIComponent(question)}`);
    await expect(page.getByRole('progressbar', { name: 'Answer progress' })).toBeVisible();
    await expect(page.getByText('Calculating...')).toBeVisible();
    await expect(page.getByTestId('loading-step')).not.toBeEmpty();
    const subscribe = page.getByRole('main').getByRole('link', { name: 'get new weekly episodes', exact: true });
    await expect(subscribe).toHaveAttribute('href', '/subscribe');
    await expect(subscribe).toHaveAttribute('target', '_blank');
    await expect(page).toHaveTitle(`${question} - Horizons Podcast Q&A`);
    await screenshots(page, 'answer-loading');
    release();

    // Answered: the address becomes /answer/{slug} without a reload.
    await page.evaluate('window.sameDocument = true');
    await expect(page).toHaveURL(/\/answer\/[a-z0-9-]+$/, { timeout: 30_000 });
    expect(await page.evaluate('window.sameDocument')).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(question);
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('heading', { name: 'Key Takeaways' })).toBeVisible();
    await expect(page.getByText('Answer continues below')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Subscribe to the newsletter' })).toBeVisible();

    // Quotes in the body carry their source and links.
    const quote = page.getByRole('region', { name: 'Answer', exact: true }).locator('figure').first();
    await expect(quote.locator('blockquote')).not.toBeEmpty();
    await expect(quote.getByText(/Episode \d+/)).toBeVisible();
    await expect(quote.getByTestId('video-link')).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\//);
    await expect(quote.getByTestId('transcript-link')).toHaveAttribute('href', /^\/episodes\/\d+#t=\d{2}:\d{2}$/);
    await expect(page.getByRole('region', { name: 'Answer', exact: true })).not.toContainText(/— Episode \d+ with/);

    const sources = page.getByRole('region', { name: 'All Sources' });
    await expect(sources.getByRole('heading', { name: 'All Sources' })).toBeVisible();
    await expect(sources.getByRole('listitem').first()).toBeVisible();

    // The floating navigator.
    const navigator = page.getByRole('navigation', { name: 'Answer sections' });
    await expect(navigator.getByRole('button')).toHaveText(['TL;DR', 'Answer', 'Quotes']);
    await navigator.getByRole('button', { name: 'Quotes' }).click();
    await expect(navigator.getByRole('button', { name: 'Quotes' })).toHaveAttribute('aria-current', 'true');
    await expect(navigator.getByRole('progressbar', { name: 'Reading progress' })).toBeVisible();

    // Title, description and canonical link are set on the client too.
    const slug = new URL(page.url()).pathname.split('/').pop()!;
    await expect(page).toHaveTitle(`${question} - Horizons Podcast Q&A`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{150}\.\.\.$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/answer/${slug}`);
    await page.evaluate('window.scrollTo(0, 0)');
    await screenshots(page, 'answer');

    // A source links to the moment in the transcript.
    const transcriptHref = await quote.getByTestId('transcript-link').getAttribute('href');
    await quote.getByTestId('transcript-link').click();
    await expect(page).toHaveURL(transcriptHref!);
    await expect(page.locator('[data-highlighted="true"]')).toBeVisible();
  });

  test('a saved answer counts a view', async ({ page, request }) => {
    const asked = await ask(request, DEMO_QUESTIONS[0]);
    const views = page.waitForRequest((r) => r.url().endsWith('/graphql') && (r.postData() ?? '').includes('RecordPromptView'));
    await page.goto(`/answer/${asked.slug}`);
    await views;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_QUESTIONS[0]);
  });

  test('the server renders the head of an answer page', async ({ request, baseURL }) => {
    const asked = await ask(request, DEMO_QUESTIONS[0]);
    const res = await request.get(`/answer/${asked.slug}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<title>${DEMO_QUESTIONS[0]} - Horizons Podcast Q&amp;A</title>`);
    expect(head).toMatch(/<meta name="description" content="[^"]{150,}\.\.\." \/>/);
    expect(head).toContain(`<link rel="canonical" href="${baseURL}/answer/${asked.slug}" />`);
    expect(head).toContain(`<meta property="og:title" content="${DEMO_QUESTIONS[0]} - Horizons Podcast Q&amp;A" />`);
    expect(head).toContain(`<meta property="og:url" content="${baseURL}/answer/${asked.slug}" />`);
    // Answered questions are published: indexable, with structured data.
    expect(head).not.toContain('noindex');
    expect(head).toContain('"@type":"QAPage"');
    expect(html).toContain('<script type="application/json" id="site-config">');
  });

  test('without a question: toast and back home', async ({ page }) => {
    await page.goto('/answer');
    await expect(page.getByTestId('toast')).toContainText('Missing question');
    await expect(page.getByTestId('toast')).toContainText('Please provide a question to search for.');
    await expect(page).toHaveURL('/');
    // F8 takes the keyboard to the toast, which stays while focus is on it (past its 5 s).
    await page.keyboard.press('F8');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Close notification' })).toBeFocused();
    await page.waitForTimeout(6000);
    await expect(page.getByTestId('toast')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('toast')).toBeHidden();
  });

  test('refuses a UUID-shaped slug', async ({ page }) => {
    await page.goto('/answer/0b5d5b9a-1c2d-4e5f-8a9b-0c1d2e3f4a5b');
    await expect(page.getByTestId('toast')).toContainText('Invalid URL Format');
    await expect(page.getByTestId('toast')).toContainText('This URL format is no longer supported. Please use the search function.');
    await expect(page).toHaveURL('/');
  });

  test('a malformed percent-escape in the address: toast and back home, nothing asked', async ({ page }) => {
    const asks: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql') && (r.postData() ?? '').includes('AskQuestion')) asks.push(r.postData()!);
    });
    await page.goto('/answer?question=%E0%A4%A');
    await expect(page.getByTestId('toast')).toContainText('Invalid link');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('textbox', { name: 'Your question about the episodes' })).toHaveValue('');
    expect(asks).toEqual([]);
  });

  test('an unknown slug: toast and back home', async ({ page }) => {
    const res = await page.goto('/answer/no-such-answer-here');
    expect(res?.status()).toBe(404);
    await expect(page.getByTestId('toast')).toContainText('The prompt could not be found or loaded.');
    await expect(page).toHaveURL('/');
  });

  test('a question the episodes cannot answer: toast and back home, with the question in the box to reword', async ({ page }) => {
    const question = 'What is the best recipe for mushroom lasagna with truffle oil?';
    await page.goto(`/answer?question=${encodeURIComponent(question)}`);
    await expect(page.getByTestId('toast')).toContainText('Insufficient information', { timeout: 30_000 });
    await expect(page.getByTestId('toast')).toContainText(
      "We couldn't find relevant information about that topic in our podcasts. Please try a different question.",
    );
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('textbox', { name: 'Your question about the episodes' })).toHaveValue(question);
  });

  test('a question the rules refuse, in the address: the reason, and back home with it in the box', async ({ page }) => {
    const long = Array.from({ length: 21 }, (_, i) => `word${i}`).join(' ');
    await page.goto(`/answer?question=${encodeURIComponent(long)}`);
    await expect(page.getByTestId('toast')).toContainText('Invalid question');
    await expect(page.getByTestId('toast')).toContainText('Please rephrase in 20 words or fewer.');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('textbox', { name: 'Your question about the episodes' })).toHaveValue(long);
    await expect(page.getByRole('button', { name: 'Ask' })).toBeDisabled();

    await page.goto(`/answer?question=${encodeURIComponent('???')}`);
    await expect(page.getByTestId('toast').filter({ hasText: 'Please ask your question in words.' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your question about the episodes' })).toHaveValue('???');
  });

  test('a failed answer: toast and back home, with the question in the box to ask again', async ({ page }) => {
    await mockOperation(page, 'AskQuestion', {
      data: null,
      errors: [{ message: 'Something went wrong on our side. Please try again.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    });
    await page.goto(`/answer?question=${encodeURIComponent('How do I hire a first marketer?')}`);
    await expect(page.getByTestId('toast')).toContainText('Error');
    await expect(page.getByTestId('toast')).toContainText('Failed to get an answer. Please try again later.');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('textbox', { name: 'Your question about the episodes' })).toHaveValue('How do I hire a first marketer?');
  });
});
