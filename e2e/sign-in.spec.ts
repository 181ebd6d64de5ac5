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

  await page.getByRole('button', { name: 'Account' }).click();
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
