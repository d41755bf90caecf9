import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { dismissToasts, expectToast, screenshots, signInAsAdmin, unique } from './support';

const statCard = (page: Page, label: string) => page.locator('dl > div').filter({ has: page.locator('dt', { hasText: label }) });
const rows = (page: Page) => page.getByTestId('subscriber-row');

test.describe('newsletter subscribers', () => {
  test('the admin sees the sign-ups, searches, exports them as CSV and deletes one', async ({ page }) => {
    const tag = unique();
    const people = [
      { firstName: 'Ada', email: `ada.${tag}@example.com`, page: '/subscribe' },
      { firstName: '=HYPERLINK("http://evil.example")', email: `formula.${tag}@example.com`, page: '/answer/how-to-price' },
      { firstName: 'Grace', email: `grace.${tag}@example.com`, page: '/subscribe' },
    ];
    for (const person of people) {
      const res = await page.request.post('/api/newsletter/subscribe', { data: person });
      expect(res.status()).toBe(200);
    }

    await signInAsAdmin(page);
    const subscribersCard = statCard(page, 'Subscribers');
    await expect(subscribersCard.locator('dd')).toContainText(/\d/);
    const total = Number((await subscribersCard.locator('dd > span').first().innerText()).replace(/,/g, ''));
    expect(total).toBeGreaterThanOrEqual(3);

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Subscribers' }).click();
    await expect(page).toHaveURL('/admin/subscribers');
    await expect(page.getByRole('heading', { name: 'Subscribers', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Newsletter subscribers' })).toContainText(`${total} subscribers`);
    for (const person of people) await expect(rows(page).filter({ hasText: person.email })).toContainText(person.page);
    await dismissToasts(page);
    await screenshots(page, 'subscribers');

    await page.getByLabel('Search subscribers').fill(`GRACE.${tag}`);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Grace');
    await expect(page.getByRole('region', { name: 'Newsletter subscribers' })).toContainText(`1 subscriber matching "GRACE.${tag}"`);

    await page.getByLabel('Search subscribers').fill(tag);
    await expect(rows(page)).toHaveCount(3);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await fs.readFile(await download.path(), 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,first_name,subscribed_at,page');
    expect(lines).toHaveLength(4);
    expect(lines.find((l) => l.startsWith(people[1]!.email))).toContain(`"'=HYPERLINK(""http://evil.example"")"`);

    await rows(page)
      .filter({ hasText: people[0]!.email })
      .getByRole('button', { name: `Delete subscriber ${people[0]!.email}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete this subscriber?' });
    await expect(dialog).toContainText(people[0]!.email);
    await screenshots(page, 'subscriber-delete', { fullPage: false });
    await dialog.getByRole('button', { name: 'Delete subscriber' }).click();
    await expectToast(page, 'Subscriber deleted', people[0]!.email);
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).filter({ hasText: people[0]!.email })).toHaveCount(0);

    await page.getByLabel('Search subscribers').fill(`nobody-${tag}`);
    await expect(page.getByText(`No subscribers match "nobody-${tag}".`)).toBeVisible();

    await page.goto('/admin');
    await expect(statCard(page, 'Subscribers').locator('dd')).toContainText(String(total - 1));
    await expect(statCard(page, 'Subscribers').getByRole('link', { name: 'newsletter sign-ups' })).toHaveAttribute('href', '/admin/subscribers');
    await dismissToasts(page);
    await screenshots(page, 'dashboard-counts');
  });
});
