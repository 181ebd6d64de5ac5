import dayjs from 'dayjs';
import { test, expect } from './fixtures';

const usd = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

test('an account, a journal template authorized with its prefilled copy, the posted entry, and a balanced trial balance', async ({ page, signedIn }) => {
  void signedIn;
  // The chart of accounts: the standard tree, collapsible.
  await page.goto('/accounting/accounts');
  await expect(page.getByRole('heading', { name: 'Chart of accounts' })).toBeVisible();
  await expect(page.getByRole('link', { name: '10100' })).toBeVisible();
  await page.getByRole('button', { name: 'Collapse 10000' }).click();
  await expect(page.getByRole('link', { name: '10100' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Expand 10000' }).click();
  await expect(page.getByRole('link', { name: '10100' })).toBeVisible();

  // A new account under Current assets, in the company's base currency.
  await page.getByRole('link', { name: 'New account' }).click();
  const accountDialog = page.getByRole('dialog', { name: 'New account' });
  await accountDialog.getByRole('textbox', { name: 'Name' }).fill('E2E petty cash');
  await accountDialog.getByRole('combobox', { name: 'Parent account' }).fill('10000');
  await page.getByRole('option', { name: '10000 · Current assets' }).click();
  await expect(accountDialog.getByRole('combobox', { name: 'Currency' })).toHaveValue(/USD/);
  await expect(accountDialog.getByRole('textbox', { name: 'Party', exact: true })).toHaveValue('Acme Trading');
  // the number it will get lies in Current assets' block (10001-14999), as the service gives it
  const preview = accountDialog.getByText(/^It will be account number 1[0-4]\d{3}\.$/);
  await expect(preview).toBeVisible();
  const number = (await preview.textContent())!.match(/\d{5}/)![0];
  await accountDialog.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: /E2E petty cash/ })).toBeVisible();
  await expect(page.getByText(number, { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('account-balance')).toHaveText(usd(0));
  await expect(page.getByRole('link', { name: '10000 · Current assets' })).toBeVisible();

  // Filtering the tree keeps the match's ancestors.
  await page.goto('/accounting/accounts?name=petty');
  await expect(page.getByRole('link', { name: '10000' })).toBeVisible();
  await expect(page.getByRole('link', { name: '10100' })).toHaveCount(0);
  await expect(page.getByText('2 shown of')).toBeVisible();

  // A journal template: rent paid from the new account.
  const reference = `E2E rent ${Date.now()}`;
  await page.goto('/accounting/journal-templates');
  await page.getByRole('link', { name: 'New journal template' }).click();
  const templateDialog = page.getByRole('dialog', { name: 'New journal template' });
  await templateDialog.getByRole('textbox', { name: 'Reference' }).fill(reference);
  await templateDialog.getByRole('textbox', { name: 'Amount' }).fill('1234.5');
  await templateDialog.getByRole('combobox', { name: 'Debit account' }).fill('50200');
  await page.getByRole('option', { name: '50200 · Operating expenses' }).click();
  await templateDialog.getByRole('combobox', { name: 'Credit account' }).fill('E2E petty');
  await page.getByRole('option', { name: /E2E petty cash/ }).click();
  await templateDialog.getByRole('button', { name: 'Create template' }).click();
  await expect(page.getByRole('heading', { name: reference })).toBeVisible();
  await expect(page.getByText('draft', { exact: true })).toBeVisible();

  // Authorize and copy: the copy form is prefilled for the next period.
  await page.getByRole('link', { name: 'Authorize and copy' }).click();
  await expect(page).toHaveURL(/\/authorize$/);
  const authorize = page.getByRole('dialog', { name: 'Authorize and copy' });
  await expect(authorize.getByRole('textbox', { name: 'Reference of the copy' })).toHaveValue(reference);
  await expect(authorize.getByRole('textbox', { name: 'Amount of the copy' })).toHaveValue('1,234.50');
  await expect(authorize.getByRole('textbox', { name: 'Posting date of the copy', exact: true })).toHaveValue(dayjs().add(1, 'month').format('MM/DD/YYYY'));
  await authorize.getByRole('button', { name: 'Authorize and post' }).click();

  // The posted entry.
  await expect(page).toHaveURL(/\/accounting\/journal-entries\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /^Journal entry JE-/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /E2E petty cash/ })).toBeVisible();
  await expect(page.getByRole('link', { name: '50200 · Operating expenses' })).toBeVisible();
  await expect(page.getByTestId('entry-total-debit')).toHaveText(usd(1234.5));
  await expect(page.getByTestId('entry-total-credit')).toHaveText(usd(1234.5));
  const entryUrl = page.url();

  // The template is authorized and its draft copy waits a month later.
  await page.goto(`/accounting/journal-templates?reference=${encodeURIComponent(reference)}&status=DRAFT`);
  await expect(page.getByText('1 in all')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(reference) })).toContainText('draft');

  // The trial balance of this month so far: the new account's credit, and the books balance.
  await page.goto('/accounting/trial-balance');
  await expect(page.getByRole('heading', { name: 'Trial balance' })).toBeVisible();
  const row = page.getByRole('row', { name: /E2E petty cash/ });
  await expect(row).toContainText(usd(1234.5));
  const total = page.getByTestId('total-USD');
  await expect(total).toContainText('Balanced');
  await expect(total).not.toContainText('Out of balance');

  // Reversing the entry, behind its confirmation, posts the opposite entry.
  await page.goto(entryUrl);
  await page.getByRole('link', { name: 'Reverse' }).click();
  const reverse = page.getByRole('dialog', { name: 'Reverse this entry?' });
  await reverse.getByRole('button', { name: 'Reverse entry' }).click();
  await expect(page.getByText('reversal', { exact: true })).toBeVisible();
  await expect(page.getByText('Reversal of', { exact: true })).toBeVisible();
  await page.goto(entryUrl);
  await expect(page.getByText('reversed', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reverse' })).toHaveCount(0);
});

test('customers: create one, edit it, find it', async ({ page, signedIn }) => {
  void signedIn;
  await page.goto('/sales/customers');
  await page.getByRole('link', { name: 'New customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'New customer' });
  await dialog.getByRole('button', { name: 'Create customer' }).click();
  await expect(dialog.getByText('is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Northwind e2e');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('buyer@northwind.example');
  await dialog.getByRole('combobox', { name: 'Billing currency' }).fill('EUR');
  await page.getByRole('option', { name: /EUR · Euro/ }).click();
  await dialog.getByRole('button', { name: 'Create customer' }).click();
  await expect(page.getByRole('heading', { name: 'Northwind e2e' })).toBeVisible();
  await expect(page.getByText('buyer@northwind.example')).toBeVisible();
  await expect(page.getByText('EUR', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Edit customer' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit customer' });
  await expect(edit.getByRole('textbox', { name: 'Email' })).toHaveValue('buyer@northwind.example');
  await edit.getByRole('textbox', { name: 'Phone' }).fill('+1 555 0100');
  await edit.getByRole('button', { name: 'Save customer' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('+1 555 0100')).toBeVisible();

  await page.goto('/sales/customers');
  await page.getByRole('searchbox', { name: /Search by name/ }).fill('northwind');
  await expect(page).toHaveURL(/search=northwind/);
  await expect(page.getByRole('link', { name: 'Northwind e2e' })).toBeVisible();
});

test('fiscal year and period: create them, close the period and reopen it through the confirmation', async ({ page, signedIn }) => {
  await page.goto('/accounting/fiscal-years');
  // The company starts with the fiscal year under way (a calendar year); a new one follows the
  // latest (other specs may have added years far ahead: the accessibility suite does).
  // (exact: the year's Close year button is named after it too)
  await expect(page.getByRole('link', { name: `FY ${dayjs().year()}`, exact: true })).toBeVisible();
  const years = await (await page.request.get('/api/v1/fiscal-years?size=200', { headers: { Authorization: `Bearer ${signedIn.accessToken}` } })).json();
  const latestEnd = (years.content as { endDate: string }[]).map((y) => y.endDate).sort().at(-1)!;
  const next = dayjs(latestEnd).add(1, 'day');
  await page.getByRole('link', { name: 'New fiscal year' }).click();
  const yearDialog = page.getByRole('dialog', { name: 'New fiscal year' });
  await expect(yearDialog.getByRole('textbox', { name: 'First day', exact: true })).toHaveValue(next.format('MM/DD/YYYY'));
  await expect(yearDialog.getByRole('textbox', { name: 'Last day', exact: true })).toHaveValue(next.add(1, 'year').subtract(1, 'day').format('MM/DD/YYYY'));
  await yearDialog.getByRole('textbox', { name: 'Name' }).fill('FY e2e');
  await yearDialog.getByRole('button', { name: 'Create fiscal year' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'FY e2e', exact: true })).toBeVisible();

  await page.goto('/accounting/periods/new');
  const periodDialog = page.getByRole('dialog', { name: 'New accounting period' });
  await periodDialog.getByRole('textbox', { name: 'Name' }).fill('E2E period');
  await expect(periodDialog.getByRole('combobox', { name: 'Fiscal year' })).toHaveValue(/^FY \d{4}/); // the year under way
  // a month of the new year (its first), not this one: closing today's month would refuse the
  // postings of specs run meanwhile (the other project's)
  await periodDialog.getByRole('combobox', { name: 'Fiscal year' }).click();
  await page.getByRole('option', { name: 'FY e2e', exact: true }).click();
  await expect(periodDialog.getByRole('textbox', { name: 'First day', exact: true })).toHaveValue(next.format('MM/DD/YYYY'));
  await periodDialog.getByRole('button', { name: 'Create period' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const row = page.getByRole('row', { name: /E2E period/ });
  await expect(row.getByText('open', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Close E2E period' }).click();
  const close = page.getByRole('dialog', { name: 'Close E2E period?' });
  await close.getByRole('button', { name: 'Close period' }).click();
  await expect(row.getByText('closed', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Reopen E2E period' }).click();
  await page.getByRole('dialog', { name: 'Reopen E2E period?' }).getByRole('button', { name: 'Reopen period' }).click();
  await expect(row.getByText('open', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Close E2E period' })).toBeVisible();
});
