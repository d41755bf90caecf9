import type { Page } from '@playwright/test';
import { ask, DEMO_QUESTIONS, expect, gql, mockOperation, screenshots, signInAsAdmin, test } from './support';

interface Subscribers {
  adminSubscribers: { total: number; subscribers: { email: string; firstName: string; sourcePage: string | null }[] };
}
const SUBSCRIBERS = 'query ($search: String) { adminSubscribers(search: $search) { total subscribers { email firstName sourcePage } } }';

const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/**
 * Makes the page's site settings name an email provider, as NEWSLETTER_FORM_ACTION does on
 * the server (the e2e servers run without one, like a fresh clone).
 */
/**
 * Serves the subscribe page as a server with NEWSLETTER_FORM_ACTION set would: the site
 * settings block in the HTML names the provider. The provider address is on this origin, so
 * the Content-Security-Policy's form-action allows the post as it allows a configured one.
 */
async function withProvider(page: Page, action: string) {
  await page.route('**/subscribe', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace('"newsletterFormAction":null', `"newsletterFormAction":${JSON.stringify(action)}`);
    await route.fulfill({ response, body: html });
  });
}

test.describe('subscribe', () => {
  test('shows the community copy and validates the form', async ({ page }) => {
    await page.goto('/subscribe');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join the Horizons Pod Community');
    const main = page.getByRole('main');
    await expect(main).toContainText('marketers, founders and builders who are serious about the craft of marketing');
    await expect(main).toContainText('3k+ subscribers');
    await expect(main).toContainText('every week');
    await expect(main).toContainText('opt out at any time');
    await expect(main.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(main.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    await expect(page.getByPlaceholder('First Name')).toBeVisible();
    await expect(page.getByPlaceholder('Email')).toBeVisible();
    await expect(main).not.toContainText('not available');
    await screenshots(page, 'subscribe');

    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    // Focus goes to the first field to fix.
    await expect(page.getByLabel('First Name')).toBeFocused();

    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Email').fill('ada@example');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('First name is required')).toHaveCount(0);
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await screenshots(page, 'subscribe-invalid');
  });

  test('with no email provider configured, the site keeps the sign-up and sends the visitor home with thanks', async ({ page }) => {
    const email = uniqueEmail('Ada');
    await page.goto('/subscribe');
    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Email').fill(email.toUpperCase());
    await expect(page.getByLabel('Email')).toHaveValue(email.toLowerCase());
    await page.getByRole('button', { name: 'Subscribe' }).click();

    await expect(page.getByTestId('toast')).toContainText('Thanks for subscribing!');
    await expect(page).toHaveURL('/');

    // Signing up again is fine and keeps one sign-up.
    await page.goto('/subscribe');
    await page.getByLabel('First Name').fill('Ada again');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL('/');

    await signInAsAdmin(page.request);
    const { adminSubscribers } = await gql<Subscribers>(page.request, SUBSCRIBERS, { search: email });
    expect(adminSubscribers).toEqual({ total: 1, subscribers: [{ email: email.toLowerCase(), firstName: 'Ada', sourcePage: '/subscribe' }] });
  });

  test("the answer page's newsletter box signs up in place, noting the answer it came from", async ({ page, request }) => {
    const asked = await ask(request, DEMO_QUESTIONS[0]);
    const email = uniqueEmail('reader');
    await page.goto(`/answer/${asked.slug}`);
    const form = page.getByRole('form', { name: 'Subscribe to the newsletter' });
    await expect(form).toBeVisible();
    await screenshots(page, 'answer-newsletter');
    await form.getByPlaceholder('First Name').fill('Reader');
    await form.getByPlaceholder('Email').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByTestId('toast')).toContainText('Thanks for subscribing!');
    await expect(page).toHaveURL('/');

    await signInAsAdmin(page.request);
    const { adminSubscribers } = await gql<Subscribers>(page.request, SUBSCRIBERS, { search: email });
    expect(adminSubscribers.subscribers).toEqual([{ email, firstName: 'Reader', sourcePage: `/answer/${asked.slug}` }]);
  });

  test("shows the server's refusal on the form and keeps the visitor on the page", async ({ page }) => {
    await page.goto('/subscribe');
    await mockOperation(page, 'SubscribeToNewsletter', {
      data: null,
      errors: [{ message: 'Too many newsletter sign-ups from your address. Please try again in 12 minutes.', extensions: { code: 'RATE_LIMITED' } }],
    });
    await page.getByLabel('First Name').fill('Max');
    await page.getByLabel('Email').fill('max@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Too many newsletter sign-ups from your address. Please try again in 12 minutes.');
    await expect(page).toHaveURL('/subscribe');
    await screenshots(page, 'subscribe-refused');

    await page.unroute('**/graphql');
    await mockOperation(page, 'SubscribeToNewsletter', {
      data: null,
      errors: [
        { message: 'Please enter a valid email address', extensions: { code: 'BAD_USER_INPUT', fields: { email: 'Please enter a valid email address' } } },
      ],
    });
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  });

  test('with a provider configured, posts the sign-up from the browser to the provider, which sends the visitor home with #done', async ({ page, baseURL }) => {
    await withProvider(page, `${baseURL}/__newsletter-test`);
    let posted: { method: string; contentType: string; body: string } | undefined;
    let siteSignups = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('subscribeToNewsletter')) siteSignups++;
    });
    await page.route('**/__newsletter-test', async (route) => {
      const request = route.request();
      posted = { method: request.method(), contentType: (await request.allHeaders())['content-type'] ?? '', body: request.postData() ?? '' };
      await route.fulfill({ status: 303, headers: { location: `${baseURL}/#done` } });
    });
    await page.goto('/subscribe');
    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Email').fill('Ada@Example.com');
    await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();

    await expect(page.getByTestId('toast')).toContainText('Thanks for subscribing!');
    await expect(page).toHaveURL('/');
    expect(posted?.method).toBe('POST');
    expect(posted?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(posted?.body).toContain(`name="redirect"\r\n\r\n${baseURL}/#done\r\n`);
    expect(posted?.body).toMatch(/name="fields_first_name"\r\n\r\nAda\r\n/);
    expect(posted?.body).toMatch(/name="email"\r\n\r\nada@example\.com\r\n/);
    expect(siteSignups).toBe(0);
  });
});
