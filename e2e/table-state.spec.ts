import { apiPost, test, expect } from './fixtures';

test('the table state lives in the URL: reload and the back button restore it', async ({ page, signedIn }) => {
  const auth = { Authorization: `Bearer ${signedIn.accessToken}` };
  for (let i = 0; i < 25; i++) {
    const response = await page.request.post('/api/v1/api-keys', {
      headers: auth,
      data: { name: `table-${String(i).padStart(2, '0')}`, scopes: ['companies:read'], rateLimitPerHour: 100 + i, expiresAt: '2031-01-01T00:00:00Z' },
    });
    expect(response.status()).toBe(201);
  }
  const firstCells = () => page.locator('tbody tr td:first-child').allTextContents();

  await page.goto('/settings/api-keys');
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('table-');
  await expect(page).toHaveURL(/name=table-/);
  await expect(page.getByText('25 in all')).toBeVisible();

  await page.getByRole('button', { name: /^Name/ }).click();
  await expect(page).toHaveURL(/sort=name/);
  await expect.poll(firstCells).toEqual(Array.from({ length: 20 }, (_, i) => `table-${String(i).padStart(2, '0')}`));

  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=1/);
  await expect.poll(firstCells).toEqual(['table-20', 'table-21', 'table-22', 'table-23', 'table-24']);

  await page.reload();
  await expect.poll(firstCells).toEqual(['table-20', 'table-21', 'table-22', 'table-23', 'table-24']);
  await expect(page.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('table-');

  await page.getByRole('button', { name: /^Name/ }).click(); // descending
  await expect(page).toHaveURL(/sort=-name/);
  await expect.poll(firstCells).toEqual(Array.from({ length: 20 }, (_, i) => `table-${String(24 - i).padStart(2, '0')}`));

  await page.goBack();
  await expect(page).toHaveURL(/page=1/);
  await expect.poll(firstCells).toEqual(['table-20', 'table-21', 'table-22', 'table-23', 'table-24']);

  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '50' }).click();
  await expect(page).toHaveURL(/size=50/);
  await expect.poll(async () => (await firstCells()).length).toBe(25);
});

test('column visibility is remembered, and CSV export downloads the current filter', async ({ page, signedIn }) => {
  const auth = { Authorization: `Bearer ${signedIn.accessToken}` };
  for (const name of ['csv-a', 'csv-b']) {
    await page.request.post('/api/v1/api-keys', { headers: auth, data: { name, scopes: ['*'], rateLimitPerHour: 5, expiresAt: '2031-01-01T00:00:00Z' } });
  }
  await page.goto('/settings/api-keys?name=csv-&sort=name');
  await expect(page.getByRole('columnheader', { name: 'Scopes' })).toBeVisible();
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Scopes' }).uncheck();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: 'Scopes' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Rate limit / h' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Scopes' })).toHaveCount(0);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const text = (await (await download.createReadStream()).toArray()).join('').replace(/^\uFEFF/, '');
  const lines = text.trim().split('\r\n');
  expect(lines[0]).toBe('Name,Key,Rate limit / h,Expires,Last used,Created,Status,Actions');
  expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['csv-a', 'csv-b']);
});

test('a dialog opened from a filtered list (a row, or New) closes back to the list as it was filtered', async ({ page, signedIn }) => {
  const post = apiPost(page, { Authorization: `Bearer ${signedIn.accessToken}` });
  const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
  await post('/payment-terms', { name: `Kept ${tag} 10`, dueDays: 10 });
  await post('/payment-terms', { name: `Kept ${tag} 20`, dueDays: 20 });
  await page.goto(`/settings/payment-terms?search=${tag}`);
  await expect(page.getByRole('row', { name: new RegExp(`Kept ${tag} 10`) })).toBeVisible();
  await page.getByRole('link', { name: `Kept ${tag} 20` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit payment terms' });
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/settings/payment-terms\\?search=${tag}$`));
  await page.getByRole('link', { name: 'New payment terms' }).first().click();
  await page.getByRole('dialog', { name: 'New payment terms' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/settings/payment-terms\\?search=${tag}$`));
  await expect(page.getByRole('row', { name: /Kept/ })).toHaveCount(2);
});
