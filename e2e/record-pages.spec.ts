import type { APIRequestContext } from '@playwright/test';
import { test, expect, signIn } from './fixtures';

async function apiCall(request: APIRequestContext, accessToken: string, method: 'get' | 'post' | 'put', url: string, data?: object) {
  const response = await request[method](`/api/v1${url}`, { headers: { Authorization: `Bearer ${accessToken}` }, data });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

test('an asset account in credit says "credit"; a template\'s draft copy is marked as the next occurrence', async ({ page }) => {
  const { accessToken } = await signIn(page.request);
  const call = (method: 'get' | 'post' | 'put', url: string, data?: object) => apiCall(page.request, accessToken, method, url, data);
  const cash = (await call('get', '/accounts?name=10100')).content[0];
  const suffix = Date.now();
  const account = await call('post', '/accounts', {
    name: `Overdrawn till ${suffix}`, parentAccountId: cash.parentAccountId, type: 'ASSET', category: 'CURRENT', ledger: 'GL',
    partyType: cash.partyType, party: cash.party, currencyStringId: cash.currencyStringId, companyStringId: cash.companyStringId,
  });
  // an expense paid from the new asset account: it ends 500 in credit
  const reference = `Till expense ${suffix}`;
  const template = await call('post', '/journal-templates', { type: 'EXPENSE', postingDate: '2026-03-10T00:00:00Z', reference, amount: 500, creditAccountId: account.id });
  await call('put', `/journal-templates/authorize/${template.id}`, { type: 'EXPENSE', postingDate: '2026-04-10T00:00:00Z', reference, amount: 500 });

  await page.goto(`/accounting/accounts/${account.id}`);
  await expect(page.getByTestId('account-balance')).toHaveText('$500.00');
  await expect(page.getByTestId('account-balance-side')).toHaveText('credit');
  await expect(page.getByText('-$500.00')).toHaveCount(0);

  await page.goto(`/accounting/journal-templates?reference=${encodeURIComponent(reference)}`);
  await expect(page.getByText('2 in all')).toBeVisible();
  const rows = page.getByRole('row', { name: new RegExp(reference) });
  await expect(rows.filter({ hasText: 'next occurrence' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'next occurrence' })).toContainText('draft');
  await expect(rows.filter({ hasNotText: 'next occurrence' })).toContainText('authorized');
});

test('the company page keeps ids behind Technical details; the customer page shows its invoices and balance', async ({ page }) => {
  const { accessToken, user } = await signIn(page.request);
  await page.goto(`/settings/companies/${user.defaultCompanyId}`);
  await expect(page.getByRole('heading', { name: 'Acme Trading' })).toBeVisible();
  await expect(page.getByText(user.defaultCompanyId)).toBeHidden();
  await page.getByRole('button', { name: 'Technical details' }).click();
  await expect(page.getByText(user.defaultCompanyId)).toBeVisible();

  const customer = await apiCall(page.request, accessToken, 'post', '/customers', { name: `Activity customer ${Date.now()}` });
  await page.goto(`/sales/customers/${customer.id}`);
  await expect(page.getByRole('heading', { name: 'Invoices and balance' })).toBeVisible();
  await expect(page.getByTestId('customer-outstanding')).toContainText('nothing due');
  await expect(page.getByTestId('customer-invoices')).toContainText('No invoices yet.');
});

test('the palette offers actions and finds customers', async ({ page }) => {
  const { accessToken } = await signIn(page.request);
  const name = `Palette Partners ${Date.now()}`;
  const customer = await apiCall(page.request, accessToken, 'post', '/customers', { name });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const search = page.getByRole('textbox', { name: 'Search pages' });
  await search.fill('new journal');
  await page.getByRole('button', { name: /New journal entry/ }).click();
  await expect(page.getByRole('dialog', { name: 'New journal entry' })).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await search.fill('Palette Partners');
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(new RegExp(`/sales/customers/${customer.id}$`));
  await expect(page.getByRole('heading', { name })).toBeVisible();
});

test('a list that fails shows why, and no "Loading…" under it', async ({ page, signedIn }) => {
  void signedIn;
  await page.route(/\/api\/v1\/customers\?/, (route) =>
    route.fulfill({ status: 403, contentType: 'application/problem+json', body: JSON.stringify({ type: 'about:blank', title: 'Forbidden', status: 403, detail: 'This needs the customers:read scope.', code: 'forbidden', instance: '/api/v1/customers', requestId: 'r1' }) }),
  );
  await page.goto('/sales/customers');
  const alert = page.getByRole('alert').filter({ hasText: 'Could not load this list' });
  await expect(alert).toContainText('This needs the customers:read scope.');
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
});
