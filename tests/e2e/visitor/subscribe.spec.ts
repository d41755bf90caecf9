import { expect, screenshots, test } from './support';

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
    await screenshots(page, 'subscribe');

    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();

    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Email').fill('ada@example');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('First name is required')).toHaveCount(0);
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await screenshots(page, 'subscribe-invalid');
  });

  test('posts the sign-up from the browser to the provider, which sends the visitor home with #done', async ({ page, baseURL }) => {
    let posted: { method: string; contentType: string; body: string } | undefined;
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
  });
});
