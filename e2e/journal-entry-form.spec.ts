import { test, expect } from './fixtures';

const usd = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

test('a manual journal entry: an unbalanced attempt is refused with the difference, the balanced one is posted', async ({ page, signedIn }) => {
  void signedIn;
  const reference = `E2E manual ${Date.now()}`;
  await page.goto('/accounting/journal-entries');
  await page.getByRole('link', { name: 'New journal entry' }).click();
  await expect(page).toHaveURL(/\/accounting\/journal-entries\/new$/);
  const dialog = page.getByRole('dialog', { name: 'New journal entry' });

  // Two empty lines to start with; submitting them says what is missing, at the fields.
  await expect(dialog.getByRole('combobox', { name: 'Account, line 1' })).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Account, line 2' })).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Account, line 3' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Remove line 1' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Post entry' }).click();
  await expect(dialog.getByText('is required').first()).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Reference' }).fill(reference);
  await dialog.getByRole('combobox', { name: 'Account, line 1' }).fill('50200');
  await page.getByRole('option', { name: '50200 · Operating expenses' }).click();
  await dialog.getByRole('textbox', { name: 'Debit, line 1' }).fill('250');
  await dialog.getByRole('combobox', { name: 'Account, line 2' }).fill('10100');
  await page.getByRole('option', { name: '10100 · Cash' }).click();
  await dialog.getByRole('textbox', { name: 'Credit, line 2' }).fill('200');

  // Running totals, and the difference.
  await expect(dialog.getByTestId('new-entry-total-debit')).toHaveText(usd(250));
  await expect(dialog.getByTestId('new-entry-total-credit')).toHaveText(usd(200));
  await expect(dialog.getByTestId('new-entry-balance')).toHaveText(`Out of balance by ${usd(50)}`);

  // A new line offers what balances the entry; it can be removed again.
  await dialog.getByRole('button', { name: 'Add line' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Credit, line 3' })).toHaveValue('50.00');
  await expect(dialog.getByTestId('new-entry-balance')).toHaveText('Balanced');
  await dialog.getByRole('button', { name: 'Remove line 3' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Account, line 3' })).toHaveCount(0);
  await expect(dialog.getByTestId('new-entry-balance')).toHaveText(`Out of balance by ${usd(50)}`);

  // Unbalanced: refused, with the difference; the dialog stays and nothing is posted.
  await dialog.getByRole('button', { name: 'Post entry' }).click();
  await expect(dialog.getByRole('alert')).toContainText(`they differ by ${usd(50)}`);
  await expect(page).toHaveURL(/\/accounting\/journal-entries\/new$/);

  // Balanced: posted, and the entry's page opens.
  await dialog.getByRole('textbox', { name: 'Credit, line 2' }).fill('250');
  await expect(dialog.getByTestId('new-entry-balance')).toHaveText('Balanced');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Description, line 1' }).fill('Office supplies');
  await dialog.getByRole('button', { name: 'Post entry' }).click();
  await expect(page).toHaveURL(/\/accounting\/journal-entries\/[0-9a-f-]{36}$/);
  const heading = page.getByRole('heading', { name: /^Journal entry JE-/ });
  await expect(heading).toBeVisible();
  const entryNumber = (await heading.textContent())!.replace('Journal entry ', '');
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  await expect(page.getByText('Manual', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '50200 · Operating expenses' })).toBeVisible();
  await expect(page.getByRole('link', { name: '10100 · Cash' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Office supplies' })).toBeVisible();
  await expect(page.getByTestId('entry-total-debit')).toHaveText(usd(250));
  await expect(page.getByTestId('entry-total-credit')).toHaveText(usd(250));

  // Only the balanced attempt reached the ledger.
  await page.goto(`/accounting/journal-entries?reference=${encodeURIComponent(reference)}`);
  await expect(page.getByText('1 in all')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(entryNumber) })).toBeVisible();

  // The palette finds the entry by its number.
  await page.keyboard.press('Control+k');
  const search = page.getByRole('textbox', { name: 'Search pages' });
  await search.fill(entryNumber);
  await page.getByRole('button', { name: new RegExp(`${entryNumber} · ${reference}`) }).click();
  await expect(page).toHaveURL(/\/accounting\/journal-entries\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: `Journal entry ${entryNumber}` })).toBeVisible();
});

test('the palette finds an account by its number and opens it', async ({ page, signedIn }) => {
  void signedIn;
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.getByRole('textbox', { name: 'Search pages' }).fill('10100');
  await page.getByRole('button', { name: /10100 · Cash/ }).click();
  await expect(page).toHaveURL(/\/accounting\/accounts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: '10100 · Cash' })).toBeVisible();

  // and by its name
  await page.keyboard.press('Control+k');
  await page.getByRole('textbox', { name: 'Search pages' }).fill('operating exp');
  await page.getByRole('button', { name: /50200 · Operating expenses/ }).click();
  await expect(page.getByRole('heading', { name: '50200 · Operating expenses' })).toBeVisible();
});

test("the service's 422 lands on the line it names", async ({ page, signedIn }) => {
  // An account chosen in the form becomes a group account before the entry is posted: the
  // browser cannot know, the service refuses it at lines.0.accountId.
  const headers = { Authorization: `Bearer ${signedIn.accessToken}` };
  const companyId = signedIn.user.defaultCompanyId;
  const company = await (await page.request.get(`/api/v1/companies/${companyId}`, { headers })).json();
  const account = { type: 'EXPENSE', category: 'OPERATING', ledger: 'GL', partyType: 'COMPANY', party: company.name, currencyStringId: company.baseCurrencyId, companyStringId: companyId };
  const created = await page.request.post('/api/v1/accounts', { headers, data: { ...account, name: 'E2E soon a group' } });
  expect(created.status()).toBe(201);
  const soonGroup = await created.json();

  await page.goto('/accounting/journal-entries/new');
  const dialog = page.getByRole('dialog', { name: 'New journal entry' });
  await dialog.getByRole('textbox', { name: 'Reference' }).fill('E2E refused');
  await dialog.getByRole('combobox', { name: 'Account, line 1' }).fill(soonGroup.accountNumber);
  await page.getByRole('option', { name: `${soonGroup.accountNumber} · E2E soon a group` }).click();
  await dialog.getByRole('textbox', { name: 'Debit, line 1' }).fill('10');
  await dialog.getByRole('combobox', { name: 'Account, line 2' }).fill('10100');
  await page.getByRole('option', { name: '10100 · Cash' }).click();
  await dialog.getByRole('textbox', { name: 'Credit, line 2' }).fill('10');

  const child = await page.request.post('/api/v1/accounts', { headers, data: { ...account, name: 'E2E child', parentAccountId: soonGroup.id } });
  expect(child.status()).toBe(201);
  await dialog.getByRole('button', { name: 'Post entry' }).click();

  await expect(dialog.getByText(`account ${soonGroup.accountNumber} is a group account and takes no postings`)).toBeVisible();
  await expect(page).toHaveURL(/\/accounting\/journal-entries\/new$/);
  const entries = await (await page.request.get(`/api/v1/journal-entries?reference=E2E%20refused&companyIdString=${companyId}`, { headers })).json();
  expect(entries.page.totalElements).toBe(0);
});
