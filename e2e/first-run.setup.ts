import { test, expect } from '@playwright/test';
import { admin, expectAccessible, screenshot } from './fixtures';

test('first run: the setup screen creates the first admin and company, and signs in', async ({ page }) => {
  // Sign-in, opened directly, has nobody to sign in yet: it hands over to setup.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Business Ops' })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Business Ops' })).toBeVisible();
  await expectAccessible(page, 'setup');
  await screenshot(page, 'setup-light');

  // Invalid input: errors at the fields, nothing written.
  await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await page.getByRole('textbox', { name: 'Password' }).fill('short');
  await page.getByRole('button', { name: 'Create and sign in' }).click();
  await expect(page.getByText('at least 12 characters', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('is required').first()).toBeVisible();
  expect(await (await page.request.get('/api/v1/auth/setup')).json()).toEqual({ setupRequired: true });

  await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(admin.password);
  await page.getByRole('textbox', { name: 'Company name' }).fill(admin.company);
  await page.getByRole('button', { name: 'Create and sign in' }).click();

  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(`You are working in ${admin.company}`)).toBeVisible();
  expect(await (await page.request.get('/api/v1/auth/setup')).json()).toEqual({ setupRequired: false });
});
