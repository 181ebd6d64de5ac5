import { test, expect } from './fixtures';

test('create a key in the console, use it against the API, revoke it, and it stops working', async ({ page, signedIn }) => {
  await page.goto('/settings/api-keys');
  await page.getByRole('link', { name: 'New API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'New API key' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('e2e integration');
  await dialog.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByTestId('new-api-key');
  await expect(shown).toHaveText(/^bos_[0-9A-Za-z]{46}$/);
  await expect(page.getByText('This is the only time the key is shown')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy key' })).toBeVisible();
  const key = (await shown.textContent())!;

  const companyUrl = `/api/v1/companies/${signedIn.user.defaultCompanyId}`;
  const ok = await page.request.get(companyUrl, { headers: { Authorization: `X-API-Key: ${key}` } });
  expect(ok.status()).toBe(200);
  expect((await ok.json()).id).toBe(signedIn.user.defaultCompanyId);

  await page.getByRole('button', { name: 'Done' }).click();
  const row = page.locator('tr', { hasText: 'e2e integration' });
  await expect(row.getByText('active')).toBeVisible();
  await row.getByRole('button', { name: 'Revoke e2e integration' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Revoke key' }).focus();
  await page.keyboard.press('Enter');
  await expect(row.getByText('revoked')).toBeVisible();
  await expect(row.getByRole('button', { name: /Revoke/ })).toHaveCount(0);
  // the Revoke button is gone with the key: the focus is on the page's content, not lost to the top of the document
  await expect(page.locator('#main-content')).toBeFocused();

  const refused = await page.request.get(companyUrl, { headers: { Authorization: `X-API-Key: ${key}` } });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).code).toBe('api-key-revoked');
});

test('invalid input shows field errors and writes nothing', async ({ page, signedIn }) => {
  // keys of this name only: e2e/table-state.spec.ts, run meanwhile, creates keys of its own
  const name = `no scopes ${Date.now().toString(36)}`;
  const count = async () =>
    (await (await page.request.get(`/api/v1/api-keys?name=${encodeURIComponent(name)}`, { headers: { Authorization: `Bearer ${signedIn.accessToken}` } })).json()).page.totalElements;
  const before = await count();
  await page.goto('/settings/api-keys/new');
  const dialog = page.getByRole('dialog', { name: 'New API key' });
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog.getByText('is required')).toBeVisible();
  await dialog.getByRole('checkbox', { name: /All scopes/ }).uncheck();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog.getByText('at least one scope is required')).toBeVisible();
  expect(await count()).toBe(before);
});

test('per-resource scopes: a key with only companies:read', async ({ page, signedIn }) => {
  await page.goto('/settings/api-keys/new');
  const dialog = page.getByRole('dialog', { name: 'New API key' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('read companies');
  await dialog.getByRole('checkbox', { name: /All scopes/ }).uncheck();
  await dialog.getByRole('radiogroup', { name: 'companies' }).getByText('Read').click();
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByTestId('new-api-key')).toBeVisible();
  const list = await (await page.request.get('/api/v1/api-keys?name=read%20companies', { headers: { Authorization: `Bearer ${signedIn.accessToken}` } })).json();
  expect(list.content.map((k: { scopes: string[] }) => k.scopes)).toEqual([['companies:read']]);
});

test('the key dialog works with the keyboard alone', async ({ page, signedIn }) => {
  void signedIn;
  await page.goto('/settings/api-keys');
  const newKey = page.getByRole('link', { name: 'New API key' });
  await expect(newKey).toBeVisible();
  for (let i = 0; i < 40 && !(await newKey.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(newKey).toBeFocused();
  await page.keyboard.press('Enter');
  const name = page.getByRole('dialog', { name: 'New API key' }).getByRole('textbox', { name: 'Name' });
  await expect(name).toBeFocused();
  await page.keyboard.type('keyboard only');
  await page.keyboard.press('Control+Enter');
  await expect(page.getByTestId('new-api-key')).toHaveText(/^bos_/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/settings\/api-keys$/);
  await expect(page.locator('tr', { hasText: 'keyboard only' })).toBeVisible();
});
