import dayjs from 'dayjs';
import type { Locator, Page } from '@playwright/test';
import { apiPost, test, expect, expectAccessible } from './fixtures';

/**
 * Issue 27: documents in another currency than the company's (USD). A customer billed in CHF, a
 * CHF → USD rate of 1.1000 from five days ago; the console proposes it, the user types another.
 */
async function chfCustomer(page: Page, accessToken: string) {
  const post = apiPost(page, { Authorization: `Bearer ${accessToken}` });
  const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
  const customer = await post('/customers', { name: `Franc customer ${tag}`, currencyCode: 'CHF' });
  const companyIdString = customer.companyIdString as string;
  await post('/items', { itemCode: `FX-${tag}`, name: 'Advice', itemGroup: 'FX e2e', uom: 'h', valuationMethod: 'FIFO', maintainStock: false, allowNegativeStock: false, companyIdString });
  // one CHF → USD rate per day: a day of this run's own (the spec runs once per database)
  await post('/exchange-rates', { companyIdString, fromCurrency: 'CHF', toCurrency: 'USD', rate: '1.1000', date: dayjs().subtract(5, 'day').format('YYYY-MM-DD') }).catch(() => undefined);
  return { post, tag, companyIdString, customer: customer as { id: string; name: string } };
}

async function type(field: Locator, text: string) {
  await field.fill(text);
  await field.press('Tab');
}

async function newInvoiceFor(page: Page, customer: string, tag: string, currency = 'CHF') {
  await page.goto('/sales/invoices/new');
  const dialog = page.getByRole('dialog', { name: 'New invoice' });
  await dialog.getByRole('combobox', { name: 'Customer' }).fill(customer);
  await page.getByRole('option', { name: customer }).click();
  // the customer's billing currency, and the rate in force proposed
  await expect(dialog.getByRole('combobox', { name: 'Currency' })).toHaveValue(new RegExp(`^${currency}`));
  await dialog.getByRole('combobox', { name: 'Item, line 1' }).fill(`FX-${tag}`);
  await page.getByRole('option', { name: `FX-${tag} · Advice` }).click();
  await type(dialog.getByRole('textbox', { name: 'Quantity, line 1' }), '2');
  await type(dialog.getByRole('textbox', { name: 'Unit price, line 1' }), '50');
  return dialog;
}

test.describe('en-US', () => {
  test.use({ locale: 'en-US' });

  test('a CHF invoice at a typed rate shows its USD total; a payment at another rate posts the realized gain; a revaluation lists what is open', async ({ page, signedIn }) => {
    test.setTimeout(240_000);
    const { post, tag, companyIdString, customer } = await chfCustomer(page, signedIn.accessToken);

    const dialog = await newInvoiceFor(page, customer.name, tag);
    const rate = dialog.getByRole('textbox', { name: 'Exchange rate' });
    await expect(rate).toHaveValue('1.1000');
    await expect(dialog.getByTestId('base-total-preview')).toHaveText('= $110.00 at 1.1000');
    await type(rate, '1.125');
    await expect(rate).toHaveValue('1.125');
    await expect(dialog.getByTestId('invoice-total')).toHaveText(/^CHF\s100\.00$/);
    await expect(dialog.getByTestId('base-total-preview')).toHaveText('= $112.50 at 1.125');
    await expectAccessible(page, 'invoice-form-foreign');
    await dialog.getByRole('button', { name: 'Create invoice' }).click();

    await expect(page).toHaveURL(/\/sales\/invoices\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('document-exchange-rate')).toHaveText('1 CHF = 1.125 USD');
    await expect(page.getByTestId('document-base-total')).toHaveText('$112.50');
    await expect(page.getByTestId('document-base-outstanding')).toHaveText('$112.50');

    // paid at 1.2: 100 CHF are 120.00 USD, 112.50 of them settle the receivable, 7.50 is a realized gain
    await page.getByRole('link', { name: 'Receive payment' }).click();
    const payment = page.getByRole('dialog', { name: 'New payment' });
    await expect(payment.getByRole('combobox', { name: 'Currency' })).toHaveValue(/^CHF/);
    await expect(payment.getByRole('textbox', { name: 'Exchange rate' })).toHaveValue('1.1000');
    await type(payment.getByRole('textbox', { name: 'Exchange rate' }), '1.2');
    await expect(payment.getByTestId('payment-total')).toHaveText(/^CHF\s100\.00$/);
    await expect(payment.getByTestId('base-total-preview')).toHaveText('= $120.00 at 1.2');
    await payment.getByRole('textbox', { name: 'Reference' }).fill(`Francs ${tag}`);
    await payment.getByRole('button', { name: 'Receive payment' }).click();

    await expect(page).toHaveURL(/\/accounting\/payments\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('document-base-total')).toHaveText('$120.00');
    await expect(page.getByTestId('payment-allocations')).toContainText('$112.50');
    await page.getByRole('link', { name: /^JE-/ }).first().click();
    await expect(page.getByRole('heading', { name: /^Journal entry JE-/ })).toBeVisible();
    await expect(page.getByTestId('entry-exchange-rate')).toHaveText('1 CHF = 1.2 USD');
    const gain = page.getByRole('row', { name: /40300/ });
    await expect(gain).toContainText('Realized exchange gain/loss');
    await expect(gain).toContainText('$7.50');
    await expect(page.getByTestId('entry-total-debit')).toHaveText('$120.00');

    // an invoice left open at 1.1000, revalued today at 1.1500: 50 CHF carried at 55.00, worth 57.50
    await post('/exchange-rates', { companyIdString, fromCurrency: 'CHF', toCurrency: 'USD', rate: '1.1500', date: dayjs().format('YYYY-MM-DD') });
    const open = await post('/invoices', {
      companyIdString, customerIdString: customer.id, currencyCodeString: 'CHF', exchangeRate: '1.1000', postingDate: dayjs().subtract(1, 'day').format('YYYY-MM-DD'), return: false,
      items: [{ itemCode: `FX-${tag}`, qty: 1, unitPrice: 50, amount: 50 }],
    });
    await page.goto('/accounting/exchange-revaluations');
    await expect(page.getByRole('heading', { name: 'Exchange revaluations', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Revalue', exact: true }).click();
    const revalue = page.getByRole('dialog', { name: 'Revalue foreign currencies' });
    const lastMonthEnd = dayjs().startOf('month').subtract(1, 'day');
    await expect(revalue.getByRole('textbox', { name: 'Revalue on' })).toHaveValue(lastMonthEnd.format('MM/DD/YYYY'));
    await expectAccessible(page, 'revalue-dialog');
    await type(revalue.getByRole('textbox', { name: 'Revalue on' }), dayjs().format('M/D/YYYY'));
    await revalue.getByRole('button', { name: 'Revalue', exact: true }).click();

    await expect(page.getByRole('heading', { name: /^Exchange revaluation REV-/ })).toBeVisible();
    const line = page.getByTestId('revaluation-lines').getByRole('row', { name: new RegExp(open.number) });
    await expect(line).toContainText('CHF');
    await expect(line).toContainText('1.15');
    await expect(line).toContainText('$55.00');
    await expect(line).toContainText('$57.50');
    await expect(line).toContainText('$2.50');
    await expectAccessible(page, 'revaluation-detail');

    // the aging: the open invoice in CHF, and in USD as the buckets add it
    await page.goto(`/accounting/receivables-aging?open=${customer.id}`);
    const aged = page.getByTestId(`aging-documents-${customer.name}`).getByRole('row', { name: new RegExp(open.number) });
    await expect(aged).toContainText('CHF');
    await expect(aged).toContainText(/CHF\s50\.00/);
    await expect(aged.getByTestId('aging-document-base-outstanding')).toHaveText('$55.00');
    await page.getByRole('link', { name: 'Exchange revaluations' }).first().click();
    await expect(page.getByRole('heading', { name: 'Exchange revaluations', exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: /REV-/ }).first()).toBeVisible();
  });

  test('without a rate for the day the field says so; the user types one', async ({ page, signedIn }) => {
    const { post, tag, companyIdString } = await chfCustomer(page, signedIn.accessToken);
    const yen = await post('/customers', { name: `Yen customer ${tag}`, currencyCode: 'JPY', companyIdString });
    const dialog = await newInvoiceFor(page, yen.name, tag, 'JPY');
    await expect(dialog.getByTestId('no-exchange-rate')).toContainText('No JPY → USD rate');
    // sent without one, the service's 422 no-exchange-rate shows at the rate field
    await dialog.getByRole('button', { name: 'Create invoice' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Exchange rate' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/new$/);
    await type(dialog.getByRole('textbox', { name: 'Exchange rate' }), '0.0067');
    await expect(dialog.getByTestId('base-total-preview')).toHaveText(/^= \$0\.\d\d at 0\.0067$/);
  });
});

test.describe('purchasing in CHF', () => {
  test.use({ locale: 'en-US' });

  test('receiving and billing a CHF order take the rate of their day, typed or proposed', async ({ page, signedIn }) => {
    const { post, tag, companyIdString } = await chfCustomer(page, signedIn.accessToken);
    const supplier = await post('/suppliers', { name: `Franc supplier ${tag}`, currencyCodeString: 'CHF', companyIdString });
    await post('/items', { itemCode: `FXS-${tag}`, name: 'Swiss part', itemGroup: 'FX e2e', uom: 'each', valuationMethod: 'FIFO', maintainStock: true, allowNegativeStock: false, companyIdString });
    const order = await post('/purchase-orders', { supplierIdString: supplier.id, currencyCodeString: 'CHF', exchangeRate: '1.1', orderDate: dayjs().subtract(2, 'day').format('YYYY-MM-DD'), items: [{ itemCode: `FXS-${tag}`, qty: 4, rate: 25 }] });
    await post(`/purchase-orders/${order.id}/submit`, {});

    await page.goto(`/purchasing/orders/${order.id}`);
    await expect(page.getByTestId('document-exchange-rate')).toHaveText('1 CHF = 1.1 USD');
    await expect(page.getByTestId('document-base-total')).toHaveText('$110.00');
    await page.getByRole('link', { name: 'Receive goods' }).click();
    const receive = page.getByRole('dialog', { name: 'Receive goods' });
    await expect(receive.getByRole('textbox', { name: 'Exchange rate' })).toHaveValue(/^1\.1[05]00$/);
    await type(receive.getByRole('textbox', { name: 'Exchange rate' }), '1.08');
    await receive.getByRole('button', { name: 'Receive goods' }).click();
    await expect(receive).toBeHidden();

    await page.goto(`/purchasing/orders/${order.id}/bill`);
    const bill = page.getByRole('dialog', { name: 'Create bill' });
    // the rate in force on the bill date is proposed first; the user types over it
    await expect(bill.getByRole('textbox', { name: 'Exchange rate' })).toHaveValue(/^1\.\d+$/);
    await type(bill.getByRole('textbox', { name: 'Exchange rate' }), '1.12');
    const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith(`/purchase-orders/${order.id}/bills`));
    await bill.getByRole('button', { name: 'Create bill' }).click();
    const response = await created;
    // a refusal fails here with the service's own words, not as a dialog that stays open
    expect(response.status(), await response.text()).toBe(201);
    await expect(bill).toBeHidden();
    await page.goto('/purchasing/bills?supplierIdString=' + supplier.id);
    await page.getByRole('row', { name: /CHF/ }).first().click();
    await expect(page.getByTestId('document-exchange-rate')).toHaveText('1 CHF = 1.12 USD');
    await expect(page.getByTestId('document-base-total')).toHaveText('$112.00');
  });
});

test.describe('de-DE', () => {
  test.use({ locale: 'de-DE' });

  test('a rate typed with a decimal comma is kept as typed and read exactly', async ({ page, signedIn }) => {
    const { tag, customer } = await chfCustomer(page, signedIn.accessToken);
    const dialog = await newInvoiceFor(page, customer.name, tag);
    const rate = dialog.getByRole('textbox', { name: 'Exchange rate' });
    // the rate in force (1.1000, or 1.1500 once the first test stored today's), every decimal, in the locale's writing
    await expect(rate).toHaveValue(/^1,1[05]00$/);
    await type(rate, '1,125');
    await expect(rate).toHaveValue('1,125');
    await expect(dialog.getByTestId('base-total-preview')).toHaveText('= 112,50 $ at 1,125');
  });
});

test.describe('a phone', () => {
  test.use({ locale: 'en-US', viewport: { width: 390, height: 844 } });

  test('the rate and the base total fit a phone', async ({ page, signedIn }) => {
    const { tag, customer } = await chfCustomer(page, signedIn.accessToken);
    const dialog = await newInvoiceFor(page, customer.name, tag);
    const rate = dialog.getByRole('textbox', { name: 'Exchange rate' });
    await expect(rate).toBeVisible();
    const box = await rate.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    await type(rate, '1.1');
    await expect(dialog.getByTestId('base-total-preview')).toHaveText('= $110.00 at 1.1');
  });
});
