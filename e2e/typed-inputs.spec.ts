import dayjs from 'dayjs';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';

/** What a user types into the journal-entry form is what is stored, read the user's locale's way, or a field error. */

async function openEntryForm(page: Page) {
  await page.goto('/accounting/journal-entries/new');
  const dialog = page.getByRole('dialog', { name: 'New journal entry' });
  await expect(dialog.getByRole('combobox', { name: 'Account, line 1' })).toBeVisible();
  return dialog;
}

async function pickAccounts(page: Page, dialog: Locator) {
  await dialog.getByRole('combobox', { name: 'Account, line 1' }).fill('50200');
  await page.getByRole('option', { name: '50200 · Operating expenses' }).click();
  await dialog.getByRole('combobox', { name: 'Account, line 2' }).fill('10100');
  await page.getByRole('option', { name: '10100 · Cash' }).click();
}

/** Types into a field and leaves it, as a user does. */
async function type(field: Locator, text: string) {
  await field.fill(text);
  await field.press('Tab');
}

async function storedLines(page: Page, token: string) {
  const id = page.url().split('/').pop()!;
  const response = await page.request.get(`/api/v1/journal-entries/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  const entry = (await response.json()) as { postingDate: string; lines: { debit: number; credit: number }[] };
  return { postingDate: entry.postingDate, amounts: entry.lines.map((l) => [l.debit, l.credit]) };
}

test.describe('en-US', () => {
  test.use({ locale: 'en-US' });

  test('"1,234.56" is stored as 1234.56; a third decimal and letters are field errors; a typed date is read month first', async ({ page, signedIn }) => {
    const dialog = await openEntryForm(page);
    await dialog.getByRole('textbox', { name: 'Reference' }).fill(`E2E typed en-US ${Date.now()}`);
    await pickAccounts(page, dialog);
    const debit = dialog.getByRole('textbox', { name: 'Debit, line 1' });
    const credit = dialog.getByRole('textbox', { name: 'Credit, line 2' });

    await type(debit, '1,234.56');
    await expect(debit).toHaveValue('1,234.56');
    await type(credit, '1,234.567');
    await expect(credit).toHaveValue('1,234.567'); // kept as typed, not rounded
    await expect(dialog.getByText('USD amounts have at most 2 decimals')).toBeVisible();
    await type(credit, '12x');
    await expect(dialog.getByText(/Type digits only/)).toBeVisible();

    // A date that is no day is an error, not another day.
    const date = dialog.getByRole('textbox', { name: 'Posting date' });
    await type(date, '23/11/2026');
    await expect(date).toHaveValue('23/11/2026');
    await expect(dialog.getByText(/There is no month 23/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Post entry' }).click();
    await expect(page).toHaveURL(/\/new$/); // nothing posted while a field cannot be read

    const today = dayjs();
    await type(date, today.format('M/D/YYYY'));
    await type(credit, '1234.56');
    await expect(dialog.getByTestId('new-entry-balance')).toHaveText('Balanced');
    await dialog.getByRole('button', { name: 'Post entry' }).click();
    await expect(page).toHaveURL(/\/accounting\/journal-entries\/[0-9a-f-]{36}$/);
    expect(await storedLines(page, signedIn.accessToken)).toEqual({ postingDate: today.format('YYYY-MM-DD'), amounts: [[1234.56, 0], [0, 1234.56]] });
  });
});

/** A money field's placeholder is an amount written the locale's way, with the currency's two decimals. */
async function expectMoneyPlaceholder(page: Page, example: string) {
  await page.goto('/inventory/items/new');
  const cost = page.getByRole('dialog', { name: 'New item' }).getByRole('textbox', { name: 'Standard cost' });
  await expect(cost).toHaveAttribute('placeholder', `e.g. ${example}`);
}

test.describe('en-US, messages', () => {
  test.use({ locale: 'en-US' });

  test('a name too long says so in plain words, not zod\'s; a money field\'s placeholder is an amount', async ({ page, signedIn: _ }) => {
    await page.goto('/sales/customers/new');
    const dialog = page.getByRole('dialog', { name: 'New customer' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('x'.repeat(201));
    await dialog.getByRole('button', { name: 'Create customer' }).click();
    await expect(dialog.getByText('must be at most 200 characters')).toBeVisible();
    await expect(dialog.getByText(/Too big|expected string/)).toHaveCount(0);
    await expect(page).toHaveURL(/\/new$/); // nothing saved
    await expectMoneyPlaceholder(page, '1,234.56');
  });
});

test.describe('de-DE', () => {
  test.use({ locale: 'de-DE' });

  test('a money field\'s placeholder is an amount written the German way', async ({ page, signedIn: _ }) => {
    await expectMoneyPlaceholder(page, '1.234,56');
  });

  test('"1.234,56" and "1234,56" are stored as 1234.56; "1,234.56" is a field error; a typed date is read day first', async ({ page, signedIn }) => {
    const dialog = await openEntryForm(page);
    await dialog.getByRole('textbox', { name: 'Reference' }).fill(`E2E typed de-DE ${Date.now()}`);
    await pickAccounts(page, dialog);
    const debit = dialog.getByRole('textbox', { name: 'Debit, line 1' });
    const credit = dialog.getByRole('textbox', { name: 'Credit, line 2' });

    await type(debit, '1.234,56');
    await type(credit, '1,234.56');
    await expect(credit).toHaveValue('1,234.56');
    await expect(dialog.getByText(/No separators after the decimal separator \(,\)/)).toBeVisible();
    await type(credit, '1234,56');
    await expect(credit).toHaveValue('1.234,56'); // written back the locale's way on leaving the field
    await expect(dialog.getByTestId('new-entry-balance')).toHaveText('Balanced');

    const today = dayjs();
    const date = dialog.getByRole('textbox', { name: 'Posting date' });
    await expect(date).toHaveValue(today.format('DD.MM.YYYY')); // one date format, the locale's
    await type(date, today.format('D.M.YYYY'));
    await dialog.getByRole('button', { name: 'Post entry' }).click();
    await expect(page).toHaveURL(/\/accounting\/journal-entries\/[0-9a-f-]{36}$/);
    expect(await storedLines(page, signedIn.accessToken)).toEqual({ postingDate: today.format('YYYY-MM-DD'), amounts: [[1234.56, 0], [0, 1234.56]] });
  });
});

test.describe('en-US, periods and limits', () => {
  test.use({ locale: 'en-US' });

  test('a day of a CLOSED period is refused where a posting date is typed; the monthly periods of a year in one action; a rate limit of 0 and a misnamed period are flagged', async ({ page, signedIn }) => {
    const headers = { authorization: `Bearer ${signedIn.accessToken}` };
    const post = async (path: string, data: object) => {
      const response = await page.request.post(`/api/v1${path}`, { headers, data });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as { id: string };
    };
    const companyIdString = signedIn.user.defaultCompanyId;
    const year = await post('/fiscal-years', { name: 'FY typed 2031', startDate: '2031-01-01', endDate: '2031-12-31', companyIdString });
    await post('/accounting-periods', { name: 'January 2031', periodType: 'MONTH', startDate: '2031-01-01T00:00:00Z', endDate: '2031-01-31T23:59:59Z', status: 'CLOSED', fiscalYearIdString: year.id, companyIdString });

    const dialog = await openEntryForm(page);
    const date = dialog.getByRole('textbox', { name: 'Posting date' });
    await type(date, '01/15/2031');
    await expect(dialog.getByText('01/15/2031 is in January 2031, which is closed: choose a day in an open period')).toBeVisible();
    await type(date, '02/15/2031');
    await expect(dialog.getByText(/which is closed/)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Twelve monthly periods in one action: January existed already.
    await page.goto('/accounting/fiscal-years');
    await page.getByRole('button', { name: 'Create the monthly periods of FY typed 2031' }).click();
    const months = page.getByRole('dialog', { name: 'Monthly periods of FY typed 2031' });
    await months.getByRole('button', { name: 'Create the monthly periods' }).click();
    await expect(months.getByRole('status')).toHaveText('11 created, 1 existed already.');
    await expect(months.getByTestId('monthly-periods-outcome')).toContainText('January 2031: existed already');
    await expect(months.getByTestId('monthly-periods-outcome')).toContainText('December 2031: created');
    await months.getByRole('button', { name: 'Done' }).click();

    // Out of range is refused with a message, not clamped.
    await page.goto('/settings/api-keys/new');
    const keyDialog = page.getByRole('dialog', { name: 'New API key' });
    const limit = keyDialog.getByRole('textbox', { name: 'Rate limit per hour' });
    await type(limit, '0');
    await expect(limit).toHaveValue('0');
    await expect(keyDialog.getByText('must be at least 1')).toBeVisible();
    await keyDialog.getByRole('button', { name: 'Cancel' }).click();

    // The period form proposes a month of the year and warns of a name that contradicts it.
    await page.goto('/accounting/periods/new');
    const periodDialog = page.getByRole('dialog', { name: 'New accounting period' });
    await expect(periodDialog.getByRole('textbox', { name: 'Name' })).toHaveValue(/^[A-Z][a-z]+ \d{4}$/);
    await expect(periodDialog.getByTestId('period-warnings')).toHaveCount(0);
    await periodDialog.getByRole('textbox', { name: 'Name' }).fill('Someday 1999');
    await expect(periodDialog.getByTestId('period-warnings')).toContainText('does not match the dates');
    await expect(periodDialog.getByRole('button', { name: 'Create period anyway' })).toBeVisible();
  });
});
