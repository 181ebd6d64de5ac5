import dayjs from 'dayjs';
import type { Locator, Page } from '@playwright/test';
import { apiPost, test, expect, expectAccessible } from './fixtures';

/** A customer and two items with stock (one with a USD price), through the API as an integrator would set them up. */
async function customerAndItems(page: Page, accessToken: string) {
  const headers = { Authorization: `Bearer ${accessToken}` };
  const post = apiPost(page, headers);
  const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
  const customer = await post('/customers', { name: `Invoice customer ${tag}` });
  const companyIdString = customer.companyIdString as string;
  const item = (code: string, name: string) =>
    post('/items', { itemCode: code, name, itemGroup: 'Invoice e2e', uom: 'each', valuationMethod: 'FIFO', maintainStock: true, allowNegativeStock: false, companyIdString });
  const lamp = await item(`LAMP-${tag}`, 'Desk lamp');
  await item(`BULB-${tag}`, 'Light bulb');
  await post('/item-prices', { currency: 'USD', price: '12.50', itemIdString: lamp.id });
  await post('/stock-entries', { companyIdString, entryType: 'RECEIPT', postingDate: '2026-01-05', items: [{ itemCode: `LAMP-${tag}`, qty: 20, rate: 7 }, { itemCode: `BULB-${tag}`, qty: 20, rate: 0.02 }] });
  const invoice = (items: object[]) =>
    post('/invoices', { companyIdString, customerIdString: customer.id, currencyCodeString: 'USD', postingDate: dayjs().format('YYYY-MM-DD'), return: false, items });
  return { customer: customer as { id: string; name: string }, tag, invoice };
}

/** Types into a field and leaves it, as a user does. */
async function type(field: Locator, text: string) {
  await field.fill(text);
  await field.press('Tab');
}

async function pickItem(page: Page, dialog: Locator, line: number, code: string, name: string) {
  await dialog.getByRole('combobox', { name: `Item, line ${line}` }).fill(code);
  await page.getByRole('option', { name: `${code} · ${name}` }).click();
}

test.describe('en-US', () => {
  test.use({ locale: 'en-US' });

  test('invoices: create one by typing (two lines, a tax charge, live exact total), see it listed with its outstanding and its journal entry; credit part of it; cancel', async ({ page, signedIn }) => {
    test.setTimeout(180_000);
    const { customer, tag, invoice } = await customerAndItems(page, signedIn.accessToken);

    await page.goto('/sales/invoices');
    await expect(page.getByRole('heading', { name: 'Invoices', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'New invoice' }).click();
    const dialog = page.getByRole('dialog', { name: 'New invoice' });
    await dialog.getByRole('combobox', { name: 'Customer' }).fill(customer.name);
    await page.getByRole('option', { name: customer.name }).click();
    await expect(dialog.getByRole('combobox', { name: 'Currency' })).toHaveValue(/^USD/);

    // line 1: the lamp's current price (12.50) is proposed; 3 × 12.50
    await pickItem(page, dialog, 1, `LAMP-${tag}`, 'Desk lamp');
    await expect(dialog.getByRole('textbox', { name: 'Unit price, line 1' })).toHaveValue('12.50');
    await type(dialog.getByRole('textbox', { name: 'Quantity, line 1' }), '3');
    await expect(dialog.getByTestId('invoice-line-amount-0')).toHaveText('$37.50');

    // line 2: no price for bulbs; 1.5 × 0.05 = 0.075, rounded half-even to 0.08
    await dialog.getByRole('button', { name: 'Add line' }).click();
    await pickItem(page, dialog, 2, `BULB-${tag}`, 'Light bulb');
    await type(dialog.getByRole('textbox', { name: 'Quantity, line 2' }), '1.5');
    await type(dialog.getByRole('textbox', { name: 'Unit price, line 2' }), '0.05');
    await expect(dialog.getByTestId('invoice-line-amount-1')).toHaveText('$0.08');

    // a charge (shipping unless changed: tax comes from the lines' rates); 37.58 + 0.1 + 0.2 would be 37.88000000000001 in floats
    await dialog.getByRole('button', { name: 'Add charge' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Charge type, charge 1' })).toHaveValue('shipping');
    await dialog.getByRole('textbox', { name: 'Description, charge 1' }).fill('Delivery');
    await type(dialog.getByRole('textbox', { name: 'Amount, charge 1' }), '0.30');
    await expect(dialog.getByTestId('invoice-subtotal')).toHaveText('$37.58');
    await expect(dialog.getByTestId('invoice-charges-total')).toHaveText('$0.30');
    await expect(dialog.getByTestId('invoice-total')).toHaveText('$37.88');

    await dialog.getByRole('button', { name: 'Create invoice' }).click();
    await expect(page.getByRole('heading', { name: new RegExp(`^Invoice INV-.+ · ${customer.name}$`) })).toBeVisible();
    const number = (await page.getByRole('heading', { level: 2 }).first().textContent())?.replace(/^Invoice /, '').split(' · ')[0] ?? '';
    expect(number).toMatch(/^INV-[A-Z0-9]+-\d{6}$/);
    await expect(page.getByTestId('invoice-detail-total')).toHaveText('$37.88');
    await expect(page.getByTestId('invoice-outstanding')).toHaveText('$37.88');
    await expect(page.getByTestId('invoice-lines')).toContainText('Delivery');
    const entry = page.getByTestId('invoice-journal-entry');
    await expect(entry).toContainText('Accounts receivable');
    await expect(entry.getByRole('row').last()).toContainText('$37.88');
    const invoiceUrl = page.url();

    // listed with its outstanding
    await page.goto(`/sales/invoices?customerIdString=${customer.id}&return=false`);
    const row = page.getByRole('row', { name: new RegExp(number) });
    await expect(row).toContainText('$37.88');
    await expect(row).toContainText(/unpaid/i);

    // a credit note for one lamp: prefilled from the invoice, quantities editable, never more than invoiced
    await page.goto(invoiceUrl);
    await page.getByRole('link', { name: 'Credit note' }).click();
    const credit = page.getByRole('dialog', { name: `Credit note for ${number}` });
    await expect(credit.getByTestId('invoice-total')).toHaveText('$37.58');
    await type(credit.getByRole('textbox', { name: 'Quantity, line 1' }), '4');
    await credit.getByRole('button', { name: 'Create credit note' }).click();
    await expect(credit.getByText('must be at most 3, what the invoice billed')).toBeVisible();
    await type(credit.getByRole('textbox', { name: 'Quantity, line 1' }), '1');
    await credit.getByRole('button', { name: 'Remove line 2' }).click();
    await expect(credit.getByTestId('invoice-total')).toHaveText('$12.50');
    await credit.getByRole('button', { name: 'Create credit note' }).click();
    await expect(page.getByRole('heading', { name: new RegExp(`^Credit note CN-.+ · ${customer.name}$`) })).toBeVisible();
    await expect(page.getByTestId('invoice-detail-total')).toHaveText('$12.50');
    await page.getByRole('link', { name: number }).click();
    await expect(page.getByTestId('invoice-outstanding')).toHaveText('$25.38');
    await expect(page.getByTestId('invoice-credit-notes')).toContainText(/CN-.+\$12\.50/);

    // cancelling an invoice with a credit note is refused; the reason shows in the dialog
    await page.getByRole('link', { name: 'Cancel invoice' }).click();
    const refuse = page.getByRole('dialog', { name: `Cancel ${number}?` });
    await refuse.getByRole('button', { name: 'Cancel invoice' }).click();
    await expect(refuse.getByTestId('cancel-problem')).toContainText(/credit note/i);
    await expectAccessible(page, 'invoice-cancel-refused');
    await refuse.getByRole('button', { name: 'Close', exact: true }).click();

    // another invoice is cancelled: its status changes and its reversal is linked
    const other = await invoice([{ itemCode: `BULB-${tag}`, qty: 2, unitPrice: 1, amount: 2 }]);
    await page.goto(`/sales/invoices/${other.id}`);
    await page.getByRole('link', { name: 'Cancel invoice' }).click();
    await page.getByRole('dialog', { name: `Cancel ${other.number}?` }).getByRole('button', { name: 'Cancel invoice' }).click();
    await expect(page.getByText(`Cancelled ${other.number}.`)).toBeVisible();
    await expect(page.getByRole('main').getByText('cancelled', { exact: true })).toBeVisible();
    await expect(page.getByTestId('invoice-outstanding')).toHaveText('$0.00');
    await expect(page.getByRole('link', { name: 'Cancel invoice' })).toHaveCount(0);

    // the customer's page: their invoices and what they owe
    await page.goto(`/sales/customers/${customer.id}`);
    await expect(page.getByTestId('customer-outstanding')).toContainText('$25.38');
    await expect(page.getByTestId('customer-invoices').getByRole('link', { name: number })).toBeVisible();

    // the palette finds the invoice by part of its number, in lower case
    await page.keyboard.press('Control+k');
    await page.getByRole('textbox', { name: 'Search pages' }).fill(number.toLowerCase());
    await page.getByRole('button', { name: new RegExp(`^${number} Invoice`) }).click();
    await expect(page.getByRole('heading', { name: `Invoice ${number} · ${customer.name}` })).toBeVisible();
  });
});

test.describe('de-DE', () => {
  test.use({ locale: 'de-DE' });

  test('quantities and prices are typed the German way: "1,5" × "1.234,56" is 1.851,84 $ and is stored as 1.5 × 1234.56', async ({ page, signedIn }) => {
    const { customer, tag } = await customerAndItems(page, signedIn.accessToken);
    await page.goto('/sales/invoices/new');
    const dialog = page.getByRole('dialog', { name: 'New invoice' });
    await dialog.getByRole('combobox', { name: 'Customer' }).fill(customer.name);
    await page.getByRole('option', { name: customer.name }).click();
    await pickItem(page, dialog, 1, `LAMP-${tag}`, 'Desk lamp');
    await expect(dialog.getByRole('textbox', { name: 'Unit price, line 1' })).toHaveValue('12,50');
    await type(dialog.getByRole('textbox', { name: 'Quantity, line 1' }), '1,5');
    await type(dialog.getByRole('textbox', { name: 'Unit price, line 1' }), '1.234,56');
    await expect(dialog.getByTestId('invoice-line-amount-0')).toHaveText(/^1\.851,84\s\$$/);
    await dialog.getByRole('button', { name: 'Add charge' }).click();
    await type(dialog.getByRole('textbox', { name: 'Amount, charge 1' }), '0,16');
    await expect(dialog.getByTestId('invoice-total')).toHaveText(/^1\.852,00\s\$$/);
    await dialog.getByRole('button', { name: 'Create invoice' }).click();
    await expect(page).toHaveURL(/\/sales\/invoices\/[0-9a-f-]{36}$/);
    const response = await page.request.get(`/api/v1/invoices/${page.url().split('/').pop()}`, { headers: { authorization: `Bearer ${signedIn.accessToken}` } });
    const stored = await response.json();
    expect(stored.items.map((l: { qty: number; unitPrice: number; amount: number }) => [l.qty, l.unitPrice, l.amount])).toEqual([[1.5, 1234.56, 1851.84]]);
    expect(stored.charges.map((c: { amount: number; chargeType: string }) => [c.amount, c.chargeType])).toEqual([[0.16, 'shipping']]);
    expect(stored.total).toBe(1852);
  });
});
