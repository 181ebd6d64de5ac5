import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { apiPost, test, expect, expectAccessible, screenshot } from './fixtures';

const usd = (amount: number, locale = 'en-US') => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(amount);
/** A ledger balance (debit positive) as the general ledger shows it. */
const withSide = (balance: number) => (balance === 0 ? usd(0) : `${usd(Math.abs(balance))} ${balance < 0 ? 'Cr' : 'Dr'}`);

/**
 * A year of its own far ahead (years never overlap; the accessibility suite's are 3000 and later),
 * with a fiscal year and a few entries: sales 1,000 in January and 500 in February, other income
 * 200 and operating expenses 300 in March, and sales 400 in February of the year before (the
 * comparison). Income 1,700, expenses 300, net profit 1,400.
 */
async function postTheYear(page: Page, accessToken: string) {
  const headers = { Authorization: `Bearer ${accessToken}` };
  const post = apiPost(page, headers);
  const get = async (url: string) => {
    const response = await page.request.get(`/api/v1${url}`, { headers });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  const account = async (number: string) => ((await get(`/accounts?name=${number}`)).content as { id: string; accountNumber: string }[]).find((a) => a.accountNumber === number)!;
  const [cash, sales, other, expenses] = await Promise.all(['10100', '40100', '40200', '50200'].map(account));
  const year = 2200 + Math.floor(Math.random() * 700);
  const tag = `${year}-${Math.random().toString(36).slice(2, 6)}`;
  const fiscalYear = await post('/fiscal-years', { name: `FY e2e ${tag}`, startDate: `${year}-01-01`, endDate: `${year}-12-31` });
  const entry = (postingDate: string, reference: string, debit: { id: string }, credit: { id: string }, amount: number) =>
    post('/journal-entries', { postingDate, reference: `${reference} ${tag}`, lines: [{ accountId: debit.id, debit: amount }, { accountId: credit.id, credit: amount }] });
  const january = await entry(`${year}-01-10`, 'E2E January sales', cash, sales, 1000);
  await entry(`${year}-02-10`, 'E2E February sales', cash, sales, 500);
  await entry(`${year}-03-05`, 'E2E other income', cash, other, 200);
  await entry(`${year}-03-20`, 'E2E rent', expenses, cash, 300);
  await entry(`${year - 1}-02-10`, 'E2E sales a year before', cash, sales, 400);
  const retainedBefore = ((await get(`/reports/balance-sheet?asOf=${year}-12-31`)).rows as { accountNumber: string; amounts: number[] }[]).find((r) => r.accountNumber === '30200')?.amounts[0] ?? 0;
  // what sales revenue held before the year (other specs post to it too)
  const salesOpening = (await get(`/reports/general-ledger?accountIdString=${sales.id}&fromDate=${year}-01-01&toDate=${year}-03-31`)).openingBalance as number;
  return { year, fiscalYear: fiscalYear as { id: string; name: string }, january: january as { entryNumber: string }, salesId: sales.id, salesOpening, retainedBefore };
}

test('profit and loss with comparison, a folded group, a figure down to its ledger and entry; the balance sheet balances; closing the year moves the profit into retained earnings', async ({ page, signedIn }) => {
  test.setTimeout(120_000);
  const { year, fiscalYear, january, salesOpening, retainedBefore } = await postTheYear(page, signedIn.accessToken);

  // The profit and loss of the first quarter, from the navigation's Reports
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Reports' }).click();
  await nav.getByRole('link', { name: 'Profit and loss' }).click();
  await expect(page.getByRole('heading', { name: 'Profit and loss' })).toBeVisible();
  await page.goto(`/reports/profit-and-loss?fromDate=${year}-01-01&toDate=${year}-03-31`);
  const table = page.getByTestId('profit-and-loss');
  await expect(table.locator('tr[data-account="40100"]')).toContainText(usd(1500));
  await expect(table.locator('tr[data-account="40200"]')).toContainText(usd(200));
  await expect(table.locator('tr[data-account="40000"]')).toContainText(usd(1700));
  await expect(page.getByTestId('pl-total-income')).toContainText(usd(1700));
  await expect(page.getByTestId('pl-total-cogs')).toContainText(usd(0));
  await expect(page.getByTestId('pl-gross-profit')).toContainText(usd(1700));
  await expect(page.getByTestId('pl-total-expense')).toContainText(usd(300));
  await expect(page.getByTestId('pl-net-profit')).toContainText(usd(1400));
  // the chart: a month each, named with both figures
  await expect(page.getByRole('link', { name: new RegExp(`^February ${year}: income \\$500\\.00, expenses \\$0\\.00$`) })).toBeVisible();
  await expectAccessible(page, 'profit-and-loss');
  // the service's CSV and PDF of the same statement
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  expect(fs.readFileSync((await csv.path())!, 'utf8')).toContain('Sales revenue');
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  expect(fs.readFileSync((await pdf.path())!).subarray(0, 5).toString()).toBe('%PDF-');

  // Beside the same quarter a year before: in the URL, so a link reproduces it
  await page.getByText('Previous year', { exact: true }).click();
  await expect(page).toHaveURL(/compare=previous-year/);
  await expect(table.getByRole('columnheader', { name: /^Previous year: / })).toBeVisible();
  await expect(page.getByTestId('pl-total-income')).toContainText(usd(400));
  await page.reload();
  await expect(page.getByTestId('pl-total-income')).toContainText(usd(400));
  await page.getByText('None', { exact: true }).click();
  await expect(page).not.toHaveURL(/compare=/);
  await expect(table.getByRole('columnheader', { name: /^Previous year: / })).toHaveCount(0);

  // Revenue folds and unfolds; collapse all keeps the top level
  await page.getByRole('button', { name: 'Collapse 40000 · Revenue' }).click();
  await expect(table.locator('tr[data-account="40100"]')).toHaveCount(0);
  await expect(table.locator('tr[data-account="40000"]')).toContainText(usd(1700));
  await page.getByRole('button', { name: 'Expand 40000 · Revenue' }).click();
  await expect(table.locator('tr[data-account="40100"]')).toBeVisible();
  await page.getByRole('button', { name: 'Collapse all' }).click();
  await expect(table.locator('tr[data-account="50200"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Expand all' }).click();

  // Sales revenue's figure opens its general ledger for the quarter, and a line its entry
  await table.locator('tr[data-account="40100"]').getByRole('link', { name: new RegExp(`^\\${usd(1500)}: general ledger of 40100`) }).click();
  await expect(page.getByRole('heading', { name: 'General ledger' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`fromDate=${year}-01-01&toDate=${year}-03-31`));
  await expect(page.getByRole('combobox', { name: 'Account' })).toHaveValue('40100 · Sales revenue');
  // the year before's sales are its opening balance; the quarter's credits 1,000 and 500 follow
  await expect(page.getByTestId('gl-opening-balance')).toHaveText(withSide(salesOpening));
  await expect(page.getByTestId('gl-closing-balance')).toHaveText(withSide(salesOpening - 1500));
  await expect(page.getByRole('cell', { name: withSide(salesOpening - 1000), exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: withSide(salesOpening - 1500), exact: true })).toBeVisible();
  await expectAccessible(page, 'general-ledger');
  await page.getByRole('link', { name: january.entryNumber, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Journal entry ${january.entryNumber}` })).toBeVisible();

  // The balance sheet at the year's end balances, with the profit not yet closed in equity
  await page.goto(`/reports/balance-sheet?asOf=${year}-12-31`);
  await expect(page.getByRole('heading', { name: 'Balance sheet' })).toBeVisible();
  await expect(page.getByTestId('bs-check')).toHaveText('Balanced: assets = liabilities + equity');
  const sheet = page.getByTestId('balance-sheet');
  await expect(sheet.locator('tr[data-account="Profit not yet closed"]')).toBeVisible();
  await expectAccessible(page, 'balance-sheet');

  // Closing the year from the fiscal years page
  await page.goto('/accounting/fiscal-years');
  await page.getByRole('link', { name: `Close ${fiscalYear.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Close ${fiscalYear.name}?` });
  await expect(dialog.getByRole('combobox', { name: 'Retained earnings account' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close year' }).click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole('row', { name: new RegExp(fiscalYear.name) });
  await expect(row.getByText('closed', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: `Reopen ${fiscalYear.name}` })).toBeVisible();

  // closing it again is refused, in the dialog
  await page.goto(`/accounting/fiscal-years/${fiscalYear.id}/close`);
  const again = page.getByRole('dialog', { name: `Close ${fiscalYear.name}?` });
  await again.getByRole('button', { name: 'Close year' }).click();
  await expect(again.getByRole('alert')).toContainText('Not closed');
  await again.getByRole('button', { name: 'Cancel' }).click();

  // retained earnings now hold the year's profit; the balance sheet still balances
  await page.goto(`/reports/balance-sheet?asOf=${year}-12-31`);
  await expect(sheet.locator('tr[data-account="30200"]')).toContainText(usd(retainedBefore + 1400));
  await expect(page.getByTestId('bs-check')).toHaveText('Balanced: assets = liabilities + equity');
  // and the year's profit and loss is unchanged: the closing entry is left out
  await page.goto(`/reports/profit-and-loss?fromDate=${year}-01-01&toDate=${year}-12-31`);
  await expect(page.getByTestId('pl-net-profit')).toContainText(usd(1400));

  // Reopening reverses it
  await page.goto('/accounting/fiscal-years');
  await page.getByRole('link', { name: `Reopen ${fiscalYear.name}` }).click();
  await page.getByRole('dialog', { name: `Reopen ${fiscalYear.name}?` }).getByRole('button', { name: 'Reopen year' }).click();
  await expect(page.getByRole('row', { name: new RegExp(fiscalYear.name) }).getByRole('link', { name: `Close ${fiscalYear.name}` })).toBeVisible();
  await page.goto(`/reports/balance-sheet?asOf=${year}-12-31`);
  await expect(page.getByTestId('bs-check')).toHaveText('Balanced: assets = liabilities + equity');
  // (an account with nothing in it is left out of the statement)
  if (retainedBefore === 0) await expect(sheet.locator('tr[data-account="30200"]')).toHaveCount(0);
  else await expect(sheet.locator('tr[data-account="30200"]')).toContainText(usd(retainedBefore));
});

test('the general ledger of an account range: typed account numbers, each account\'s balances, its lines in account order, an account opening its own ledger', async ({ page, signedIn }) => {
  const { year } = await postTheYear(page, signedIn.accessToken);
  await page.goto(`/reports/general-ledger?fromDate=${year}-03-01&toDate=${year}-03-31`);
  await expect(page.getByRole('heading', { name: 'General ledger' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'From account number' }).fill('40100');
  await page.getByRole('searchbox', { name: 'To account number' }).fill('50200');
  await expect(page).toHaveURL(/fromAccountNumber=40100&toAccountNumber=50200|toAccountNumber=50200.*fromAccountNumber=40100/);
  const accounts = page.getByTestId('gl-accounts');
  // March: other income 200 (a credit) and rent 300 (a debit); cash is outside the range
  await expect(accounts.getByRole('row', { name: /^40200 · / })).toContainText(usd(200));
  await expect(accounts.getByRole('row', { name: /^50200 · / })).toContainText(usd(300));
  await expect(accounts.getByRole('row', { name: /^10100 · / })).toHaveCount(0);
  const lines = page.getByRole('table', { name: /^General ledger of accounts 40100 to 50200/ });
  await expect(lines.getByRole('row', { name: /E2E other income/ })).toContainText('40200');
  await expect(lines.getByRole('row', { name: /E2E rent/ })).toContainText('50200');
  await expectAccessible(page, 'general-ledger-range');
  await accounts.getByRole('link', { name: /^50200 · / }).click();
  await expect(page.getByRole('combobox', { name: 'Account' })).toHaveValue(/^50200 · /);
  await expect(page).toHaveURL(new RegExp(`fromDate=${year}-03-01`));
  await expect(page.getByRole('searchbox', { name: 'From account number' })).toHaveCount(0);
});

test.describe('on a phone, in German', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'de-DE' });

  test('the statements fit the window; amounts and dates read the German way', async ({ page, signedIn }) => {
    const { year, salesId } = await postTheYear(page, signedIn.accessToken);
    for (const [path, heading] of [
      [`/reports/profit-and-loss?fromDate=${year}-01-01&toDate=${year}-03-31&compare=previous-period`, 'Profit and loss'],
      [`/reports/balance-sheet?asOf=${year}-12-31&compare=previous-year`, 'Balance sheet'],
      [`/reports/general-ledger?accountIdString=${salesId}&fromDate=${year}-01-01&toDate=${year}-03-31`, 'General ledger'],
      [`/reports/general-ledger?fromAccountNumber=40000&toAccountNumber=59999&fromDate=${year}-01-01&toDate=${year}-03-31`, 'General ledger'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.getByText('Loading…')).toHaveCount(0);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
      expect(scrollWidth, `${heading}: the document is wider than the window`).toBeLessThanOrEqual(clientWidth);
      if (process.env.E2E_SCREENSHOTS) await screenshot(page, `statements-phone-${heading.replaceAll(' ', '-').toLowerCase()}`);
    }
    await page.goto(`/reports/profit-and-loss?fromDate=${year}-01-01&toDate=${year}-03-31`);
    await expect(page.getByTestId('pl-net-profit')).toContainText(usd(1400, 'de-DE'));
    await expect(page.getByRole('columnheader', { name: `01.01.${year} – 31.03.${year}` })).toBeVisible();
  });
});
