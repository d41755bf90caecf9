import { expect, test } from '@playwright/test';
import { createNonAdmin } from './non-admin';
import { E2E_ADMIN, expectToast, gql, readStorage, screenshots, signInAsAdmin, unique, writeStorage } from './support';

const SESSION_KEY = 'horizons-podcast-qa:session-user';

test.describe('admin sign-in and guard', () => {
  test('visitors are sent from every admin page to the login page', async ({ page }) => {
    for (const path of ['/admin', '/admin/prompts', '/admin/episodes', '/admin/episodes/edit/00000000-0000-4000-8000-000000000000']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login$/);
    }
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expect(page.getByText('Contact your administrator for login credentials')).toBeVisible();
    await screenshots(page, 'login');
  });

  test('a cached admin whose server session is gone is sent to the login page, and the cache is cleared', async ({ page }) => {
    await page.goto('/admin/login');
    await writeStorage(page, SESSION_KEY, JSON.stringify({ id: 1, username: 'ghost', isAdmin: true }));
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect.poll(() => readStorage(page, SESSION_KEY)).toBeNull();
  });

  test('login asks for both fields, and refuses a wrong password', async ({ page }) => {
    await page.goto('/admin/login');
    const login = page.getByRole('button', { name: 'Login' });

    await login.click();
    await expectToast(page, 'Invalid input', 'Please enter both username and password.');

    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await login.click();
    await expectToast(page, 'Invalid input', 'Please enter both username and password.');

    await page.getByLabel('Password').fill(`${E2E_ADMIN.password}-wrong`);
    await login.click();
    await expectToast(page, 'Login failed', 'Invalid username or password');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a network failure says so', async ({ page }) => {
    await page.goto('/admin/login');
    await page.route('**/graphql', (route) => (route.request().postData()?.includes('mutation Login') ? route.abort('failed') : route.fallback()));
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expectToast(page, 'Login failed', 'Login failed. Please try again.');
  });

  test('a signed-in user who is not an admin is refused and not kept signed in', async ({ page }) => {
    const user = await createNonAdmin(`e2e-reader-${unique()}`);
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expectToast(page, 'Access denied', 'You do not have admin privileges.');
    await expect(page).toHaveURL(/\/admin\/login$/);

    const { session } = await gql<{ session: { authenticated: boolean } }>(page.request, '{ session { authenticated } }');
    expect(session.authenticated).toBe(false);
    expect(await readStorage(page, SESSION_KEY)).toBeNull();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('an admin signs in, is kept away from the login page, and logs out', async ({ page }) => {
    await signInAsAdmin(page);
    await expectToast(page, 'Login successful');
    const cached = await readStorage(page, SESSION_KEY);
    expect(JSON.parse(cached ?? 'null')).toMatchObject({ username: E2E_ADMIN.username, isAdmin: true });

    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin$/);

    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    expect(await readStorage(page, SESSION_KEY)).toBeNull();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('an admin whose session ends while a page is open is sent to the login page by the next refused action', async ({ page }) => {
    await signInAsAdmin(page);
    await expect(page).toHaveURL(/\/admin$/);
    // Signed out elsewhere (another tab): the page still shows the dashboard.
    await gql(page.request, 'mutation { logout }');
    await page.getByRole('region', { name: 'Quick Actions' }).getByRole('button', { name: 'Reset Rate Limits' }).click();
    await expectToast(page, 'Reset failed', 'Failed to reset rate limits.');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect.poll(() => readStorage(page, SESSION_KEY)).toBeNull();
    await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  });

  test('an admin whose session ended signs in again and is back on the page they were on', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/prompts?show=published');
    await expect(page.getByRole('heading', { name: 'Published prompts' })).toBeVisible();
    await gql(page.request, 'mutation { logout }');
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expectToast(page, 'Login successful');
    await expect(page).toHaveURL(/\/admin\/prompts\?show=published$/);
    await expect(page.getByRole('heading', { name: 'Published prompts' })).toBeVisible();
  });

  test('logout still clears the cached user and goes home when the server cannot be reached', async ({ page }) => {
    await signInAsAdmin(page);
    await expect(page).toHaveURL(/\/admin$/);
    await page.route('**/graphql', (route) => (route.request().postData()?.includes('mutation Logout') ? route.abort('failed') : route.fallback()));
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    expect(await readStorage(page, SESSION_KEY)).toBeNull();
  });
});
