import dayjs from 'dayjs';
import type { Locator, Page } from '@playwright/test';
import { apiPost, test, expect, expectAccessible, screenshot, workInCompanyOfOwn } from './fixtures';

const usd = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/**
 * A customer of its own (no other spec sees it) with two open invoices: one 35 days overdue
 * (37.50), one not yet due (25.00). In `inCompany` when given, else the default company.
 */
async function customerWithInvoices(page: Page, accessToken: string, inCompany?: string) {
  const headers = { Authorization: `Bearer ${accessToken}` };
  const call = async (method: 'get' | 'post', url: string, data?: object) => {
    const response = await page.request[method](`/api/v1${url}`, { headers, data });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
  const customer = await call('post', '/customers', { name: `Payment customer ${tag}`, companyIdString: inCompany });
  const companyIdString = customer.companyIdString as string;
  const code = `PAYLAMP-${tag}`;
  await call('post', '/items', { itemCode: code, name: 'Payment lamp', itemGroup: 'Payment e2e', uom: 'each', valuationMethod: 'FIFO', maintainStock: true, allowNegativeStock: false, companyIdString });
  await call('post', '/stock-entries', { companyIdString, entryType: 'RECEIPT', postingDate: dayjs().subtract(60, 'day').format('YYYY-MM-DD'), items: [{ itemCode: code, qty: 10, rate: 7 }] });
  const invoice = (posted: dayjs.Dayjs, due: dayjs.Dayjs, qty: number) =>
    call('post', '/invoices', {
      companyIdString, customerIdString: customer.id, currencyCodeString: 'USD', postingDate: posted.format('YYYY-MM-DD'), dueDate: due.format('YYYY-MM-DD'), return: false,
      items: [{ itemCode: code, qty, unitPrice: 12.5, amount: qty * 12.5 }],
    });
  const older = await invoice(dayjs().subtract(40, 'day'), dayjs().subtract(35, 'day'), 3);
  const newer = await invoice(dayjs(), dayjs().add(30, 'day'), 2);
  const dashboard = () => call('get', `/reports/dashboard?companyIdString=${companyIdString}`) as Promise<{ receivablesOutstanding: number; receivablesOverdue: number }>;
  return { customer: customer as { id: string; name: string }, older: older as { id: string; number: string }, newer: newer as { id: string; number: string }, dashboard };
}

async function type(field: Locator, text: string) {
  await field.fill(text);
  await field.press('Tab');
}

/** The customer's row of the receivables aging, opened into its invoices. */
async function agingRow(page: Page, name: string) {
  await page.goto('/accounting/receivables-aging');
  await expect(page.getByRole('heading', { name: 'Receivables aging', exact: true })).toBeVisible();
  return page.getByTestId(`aging-party-${name}`);
}

async function expectInvoiceStatus(page: Page, customerId: string, number: string, status: string) {
  await page.goto(`/sales/invoices?customerIdString=${customerId}`);
  await expect(page.getByRole('row', { name: new RegExp(number) }).getByText(status, { exact: true })).toBeVisible();
}

test.describe('en-US', () => {
  test.use({ locale: 'en-US' });

  test('payments: receive one against two invoices (total added up live, allocation preview), see their statuses, the aging and the dashboard change; cancel it and see them reopen', async ({ page, signedIn }) => {
    test.setTimeout(240_000);
    const companyId = await workInCompanyOfOwn(page, signedIn.accessToken, 'Payments');
    const { customer, older, newer, dashboard } = await customerWithInvoices(page, signedIn.accessToken, companyId);
    const before = await dashboard();

    // the aging before: 37.50 in 31-60 days, 25.00 current
    let row = await agingRow(page, customer.name);
    await expect(row.getByTestId('aging-party-total')).toHaveText(usd(62.5));
    // finding the customer by typing part of the name leaves only matching rows
    const needle = customer.name.slice(2).toUpperCase();
    await page.getByLabel('Find a customer').fill(needle);
    await expect(row).toBeVisible();
    for (const name of await page.locator('tr[data-testid^="aging-party-"] th').allTextContents()) expect(name.toUpperCase()).toContain(needle);
    await page.getByLabel('Find a customer').fill('no such customer at all');
    await expect(row).toBeHidden();
    await expect(page.getByText('No customer named like “no such customer at all” has anything open.')).toBeVisible();
    await page.getByLabel('Find a customer').fill('');
    await row.getByRole('button', { name: `Show the invoices of ${customer.name}` }).click();
    const documents = page.getByTestId(`aging-documents-${customer.name}`);
    await expect(documents.getByRole('row', { name: new RegExp(older.number) })).toContainText('31–60 days');
    await expect(documents.getByRole('row', { name: new RegExp(newer.number) })).toContainText('Current');
    await expect(page).toHaveURL(new RegExp(`open=${customer.id}`));
    await expectAccessible(page, 'receivables-aging-open');

    // the form: the total adds up as typed, the preview settles oldest first
    await page.goto('/accounting/payments');
    await expect(page.getByRole('heading', { name: 'Payments', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'New payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'New payment' });
    await dialog.getByRole('combobox', { name: 'Customer' }).fill(customer.name);
    await page.getByRole('option', { name: customer.name }).click();
    await dialog.getByRole('textbox', { name: /^Reference/ }).fill(`E2E ${customer.name}`);
    await type(dialog.getByRole('textbox', { name: /^Net amount/ }), '0.1');
    await type(dialog.getByRole('textbox', { name: /^Charge/ }), '0.2');
    await expect(dialog.getByTestId('payment-total')).toHaveText('$0.30'); // exact, not 0.30000000000000004
    await type(dialog.getByRole('textbox', { name: /^Net amount/ }), '60');
    await type(dialog.getByRole('textbox', { name: /^Charge/ }), '1.5');
    await type(dialog.getByRole('textbox', { name: /^Tax/ }), '0.5');
    await expect(dialog.getByTestId('payment-total')).toHaveText('$62.00');
    const preview = dialog.getByTestId('allocation-preview');
    await expect(preview.getByTestId(`allocation-row-${older.number}`)).toContainText('$37.50');
    await expect(preview.getByTestId(`allocation-row-${older.number}`)).toContainText('paid');
    await expect(preview.getByTestId(`allocation-row-${newer.number}`)).toContainText('$24.50');
    await expect(preview.getByTestId(`allocation-row-${newer.number}`)).toContainText('partly paid');
    await expect(dialog.getByTestId('allocation-unallocated')).toHaveText('$0.00');
    await expectAccessible(page, 'payment-create-filled');
    await screenshot(page, 'payment-create-filled');
    await dialog.getByRole('button', { name: 'Receive payment' }).click();

    // the payment: its allocations link to the invoices, and its journal entry
    await expect(page.getByRole('heading', { name: new RegExp(`^Payment PAY-.* · ${customer.name}$`) })).toBeVisible();
    const allocations = page.getByTestId('payment-allocations');
    await expect(allocations.getByRole('link', { name: older.number })).toBeVisible();
    await expect(allocations.getByRole('link', { name: newer.number })).toBeVisible();
    await expect(page.getByTestId('payment-detail-total')).toHaveText('$62.00');
    await expect(page.getByRole('link', { name: /^JE-|Journal entry/ }).first()).toBeVisible();
    const paymentUrl = page.url();
    await expectAccessible(page, 'payment-detail');

    await expectInvoiceStatus(page, customer.id, older.number, 'paid');
    await expectInvoiceStatus(page, customer.id, newer.number, 'partly paid');
    row = await agingRow(page, customer.name);
    await expect(row.getByTestId('aging-party-total')).toHaveText(usd(0.5));

    // the dashboard shows the new figures
    const after = await dashboard();
    expect(Math.round((before.receivablesOutstanding - after.receivablesOutstanding) * 100)).toBe(6200);
    await page.goto('/');
    await expect(page.getByTestId('dashboard-receivables-value')).toHaveText(usd(after.receivablesOutstanding));
    await expect(page.getByTestId('dashboard-receivables-overdue')).toHaveText(usd(after.receivablesOverdue));
    await expect(page.getByTestId('chart-sales')).toBeVisible();
    await expect(page.getByTestId('receivables-aging-buckets')).toBeVisible();
    await expectAccessible(page, 'dashboard-with-figures');

    // cancel behind a confirmation: the invoices reopen
    await page.goto(paymentUrl);
    await page.getByRole('link', { name: 'Cancel payment' }).click();
    const confirm = page.getByRole('dialog', { name: /^Cancel PAY-/ });
    await expect(confirm).toContainText(older.number);
    await expectAccessible(page, 'payment-cancel');
    await confirm.getByRole('button', { name: 'Cancel payment' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('cancelled', { exact: true }).first()).toBeVisible();
    await expectInvoiceStatus(page, customer.id, older.number, 'unpaid');
    await expectInvoiceStatus(page, customer.id, newer.number, 'unpaid');
    row = await agingRow(page, customer.name);
    await expect(row.getByTestId('aging-party-total')).toHaveText(usd(62.5));
    expect((await dashboard()).receivablesOutstanding).toBe(before.receivablesOutstanding);
  });

  test('typed as fast as a scanner types, right after the customer is picked, the net amount is never rewritten while it is typed', async ({ page, signedIn }) => {
    const { customer } = await customerWithInvoices(page, signedIn.accessToken);
    for (let attempt = 0; attempt < 6; attempt++) {
      await page.goto('/accounting/payments/new');
      const dialog = page.getByRole('dialog', { name: 'New payment' });
      await dialog.getByRole('combobox', { name: 'Customer' }).fill(customer.name);
      await page.getByRole('option', { name: customer.name }).click();
      const net = dialog.getByRole('textbox', { name: /^Net amount/ });
      // every value the field shows while it is typed into: only what the keys typed, never one put back
      await net.evaluate((input: HTMLInputElement) => {
        const shown: string[] = [];
        (window as unknown as { netShown: string[] }).netShown = shown;
        const timer = setInterval(() => { if (shown.at(-1) !== input.value) shown.push(input.value); }, 1);
        input.addEventListener('blur', () => clearInterval(timer), { once: true });
      });
      await net.focus();
      await page.keyboard.type('12345', { delay: 0 });
      await expect(net).toHaveValue('12345');
      const shown = await page.evaluate(() => (window as unknown as { netShown: string[] }).netShown);
      expect(shown.every((value) => '12345'.startsWith(value)), `attempt ${attempt}: ${JSON.stringify(shown)}`).toBe(true);
      await net.press('Tab');
      await expect(net).toHaveValue('12,345.00');
    }
  });

  test('"Receive payment" on an invoice proposes what it has outstanding, allocated to it; the invoice then lists the payment', async ({ page, signedIn }) => {
    const { newer } = await customerWithInvoices(page, signedIn.accessToken);
    await page.goto(`/sales/invoices/${newer.id}`);
    await expect(page.getByTestId('document-payments')).toContainText('No payments allocated to this invoice yet.');
    await page.getByRole('link', { name: 'Receive payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'New payment' });
    await expect(dialog.getByRole('textbox', { name: /^Net amount/ })).toHaveValue('25.00');
    await expect(dialog.getByTestId('payment-total')).toHaveText(usd(25));
    // the older, overdue invoice is not settled first: the amount goes to the invoice the payment was started from
    await expect(dialog.getByRole('textbox', { name: `Amount for ${newer.number}` })).toHaveValue('25.00');
    await dialog.getByRole('textbox', { name: 'Reference' }).fill('From the invoice page');
    await dialog.getByRole('button', { name: 'Receive payment' }).click();
    await expect(dialog).toHaveCount(0);
    await page.goto(`/sales/invoices/${newer.id}`);
    await expect(page.getByTestId('document-payments').getByRole('row')).toHaveCount(2);
    await expect(page.getByTestId('document-payments')).toContainText(usd(25));
    await expect(page.getByText('paid', { exact: true }).first()).toBeVisible();
  });
});
