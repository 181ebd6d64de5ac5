import { test, expect } from '@playwright/test';
import { admin } from './fixtures';

test('a wrong password shows the server error; signing in returns to the page the user was on', async ({ page }) => {
  await page.goto('/settings/api-keys?sort=name');
  await expect(page).toHaveURL(/\/login\?next=%2Fsettings%2Fapi-keys%3Fsort%3Dname/);

  await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
  await page.getByRole('textbox', { name: 'Password' }).fill('wrong password here');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The email or password is wrong.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await page.getByRole('textbox', { name: 'Password' }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/settings\/api-keys\?sort=name$/);
  await expect(page.getByRole('heading', { name: 'API keys' })).toBeVisible();

  // The session survives a reload: the refresh cookie brings a new access token silently.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'API keys' })).toBeVisible();

  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\?next=%2F/);
});

test('an ended session sends the user to sign in, then back', async ({ page, context }) => {
  const login = await page.request.post('/api/v1/auth/login', { data: { email: admin.email, password: admin.password } });
  expect(login.status()).toBe(200);
  await page.goto('/settings/companies');
  await expect(page.getByRole('heading', { name: 'Companies' })).toBeVisible();

  // The session ends elsewhere (e.g. signed out in another tab): the next request cannot refresh.
  await context.clearCookies();
  await page.evaluate(() => window.history.pushState({}, '', '/settings/api-keys'));
  await page.goto('/settings/api-keys');
  await expect(page).toHaveURL(/\/login\?next=%2Fsettings%2Fapi-keys/);
  await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'API keys' })).toBeVisible();
});

test('opened at /login, the form shows before the console has loaded, then signs in and goes where it pointed', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/login?next=%2Fsettings%2Fapi-keys&expired=1');
  await expect(page.getByRole('heading', { name: 'Sign in to Business Ops' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Your session has ended. Sign in again to continue where you were.');
  // the first screen is the form alone: neither the router nor the query cache (vite.config.ts)
  expect(scripts.filter((path) => /vendor-(router|query)/.test(path))).toEqual([]);

  await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
  await page.getByRole('textbox', { name: 'Password' }).fill('wrong password here');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The email or password is wrong.')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?next=/);

  await page.getByRole('textbox', { name: 'Password' }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'API keys' })).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/api-keys$/);
  // the sign-in page is no step back to: it was replaced
  await page.goBack();
  await expect(page).not.toHaveURL(/\/login/);
});
