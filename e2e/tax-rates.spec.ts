import dayjs from 'dayjs';
import type { Locator, Page } from '@playwright/test';
import { apiPost, test, expect } from './fixtures';

/** A customer and two service items (no stock), through the API as an integrator would set them up. */
async function customerAndItems(page: Page, accessToken: string) {
  const headers = { Authorization: `Bearer ${accessToken}` };
  const post = apiPost(page, headers);
  const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
  const customer = await post('/customers', { name: `Tax customer ${tag}` });
  const item = (code: string, name: string) =>
    post('/items', { itemCode: code, name, itemGroup: 'Tax e2e', uom: 'h', valuationMethod: 'FIFO', maintainStock: false, allowNegativeStock: false, companyIdString: customer.companyIdString });
  await item(`BOOK-${tag}`, 'Book');
  await item(`ADVICE-${tag}`, 'Advice');
  return { customer: customer as { id: string; name: string }, tag };
}

/** Types into a field and leaves it, as a user does. */
async function type(field: Locator, text: string) {
  await field.fill(text);
  await field.press('Tab');
}

/** Settings → Tax rates → New: the name and the rate typed. */
async function createRate(page: Page, name: string, rate: string) {
  await page.getByRole('link', { name: 'New tax rate' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New tax rate' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await type(dialog.getByRole('textbox', { name: 'Rate' }), rate);
  await dialog.getByRole('button', { name: 'Create tax rate' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('en-US', () => {
  test.use({ locale: 'en-US' });

  test('tax rates: create VAT 19 % and 7 % in Settings, invoice a line at each by typing (live tax rounded half away from zero), see the breakdown, keep a rate in use, export the tax summary', async ({ page, signedIn }) => {
    test.setTimeout(180_000);
    const { customer, tag } = await customerAndItems(page, signedIn.accessToken);
    const vat19 = `VAT 19 % ${tag}`;
    const vat7 = `VAT 7 % ${tag}`;

    await page.goto('/settings/tax-rates');
    await expect(page.getByRole('heading', { name: 'Tax rates', exact: true })).toBeVisible();
    await createRate(page, vat19, '19');
    await createRate(page, vat7, '7');
    await expect(page.getByRole('row', { name: new RegExp(vat19) })).toContainText('19.00%');
    await expect(page.getByRole('row', { name: new RegExp(vat7) })).toContainText('7.00%');
    await expect(page.getByRole('row', { name: new RegExp(vat19) })).toContainText('Tax payable');
    await expect(page.getByRole('row', { name: new RegExp(vat19) })).toContainText('Tax receivable');

    // the invoice, typed: 1 × 100.00 at 19 % and 3 × 0.50 at 7 % (0.105: 0.11, half away from zero)
    await page.goto('/sales/invoices/new');
    const dialog = page.getByRole('dialog', { name: 'New invoice' });
    await dialog.getByRole('combobox', { name: 'Customer' }).fill(customer.name);
    await page.getByRole('option', { name: customer.name }).click();
    await dialog.getByRole('combobox', { name: 'Item, line 1' }).fill(`BOOK-${tag}`);
    await page.getByRole('option', { name: `BOOK-${tag} · Book` }).click();
    await type(dialog.getByRole('textbox', { name: 'Quantity, line 1' }), '1');
    await type(dialog.getByRole('textbox', { name: 'Unit price, line 1' }), '100');
    // the rate picked by typing its name and Enter
    await dialog.getByRole('combobox', { name: 'Tax rate, line 1' }).fill(vat19);
    await dialog.getByRole('combobox', { name: 'Tax rate, line 1' }).press('Enter');
    await expect(dialog.getByRole('combobox', { name: 'Tax rate, line 1' })).toHaveValue(`${vat19} · 19.00%`);
    await expect(dialog.getByTestId('invoice-line-tax-0')).toHaveText('$19.00');

    await dialog.getByRole('button', { name: 'Add line' }).click();
    await dialog.getByRole('combobox', { name: 'Item, line 2' }).fill(`ADVICE-${tag}`);
    await page.getByRole('option', { name: `ADVICE-${tag} · Advice` }).click();
    await type(dialog.getByRole('textbox', { name: 'Quantity, line 2' }), '3');
    await type(dialog.getByRole('textbox', { name: 'Unit price, line 2' }), '0.50');
    await dialog.getByRole('combobox', { name: 'Tax rate, line 2' }).fill(vat7);
    await dialog.getByRole('combobox', { name: 'Tax rate, line 2' }).press('Enter');
    await expect(dialog.getByTestId('invoice-line-tax-1')).toHaveText('$0.11');
    await expect(dialog.getByTestId('invoice-subtotal')).toHaveText('$101.50');
    await expect(dialog.getByTestId('invoice-tax-total')).toHaveText('$19.11');
    await expect(dialog.getByTestId('invoice-total')).toHaveText('$120.61');

    await dialog.getByRole('button', { name: 'Create invoice' }).click();
    await expect(page.getByRole('heading', { name: new RegExp(`^Invoice INV-.+ · ${customer.name}$`) })).toBeVisible();
    await expect(page.getByTestId('invoice-detail-subtotal')).toHaveText('$101.50');
    await expect(page.getByTestId('invoice-detail-tax')).toHaveText('$19.11');
    await expect(page.getByTestId('invoice-detail-total')).toHaveText('$120.61');
    const taxes = page.getByTestId('document-taxes');
    await expect(taxes.getByRole('row', { name: new RegExp(vat19) })).toHaveText(new RegExp(`${vat19}\\s*19\\.00%\\s*\\$100\\.00\\s*\\$19\\.00`));
    await expect(taxes.getByRole('row', { name: new RegExp(vat7) })).toHaveText(new RegExp(`${vat7}\\s*7\\.00%\\s*\\$1\\.50\\s*\\$0\\.11`));
    await expect(page.getByTestId('invoice-lines')).toContainText('19.00%');
    // the journal entry credits each rate's sales account (Tax payable by default)
    await expect(page.getByTestId('invoice-journal-entry')).toContainText('Tax payable');

    // a rate lines have is kept: the refusal shows in the dialog
    await page.goto('/settings/tax-rates');
    await page.getByRole('row', { name: new RegExp(vat7) }).getByRole('link').first().click();
    const edit = page.getByRole('dialog', { name: 'Edit tax rate' });
    await expect(edit.getByRole('textbox', { name: 'Rate' })).toHaveValue('7.00');
    await edit.getByRole('link', { name: 'Delete this tax rate' }).click();
    const remove = page.getByRole('dialog', { name: 'Delete tax rate?' });
    await remove.getByRole('button', { name: 'Delete tax rate' }).click();
    await expect(remove.getByRole('alert')).toContainText('This tax rate is in use');
    await remove.getByRole('button', { name: 'Close', exact: true }).click();

    // the tax summary of this month so far, and its CSV
    await page.goto('/accounting/tax-summary');
    await expect(page.getByRole('heading', { name: 'Tax summary', exact: true })).toBeVisible();
    const summary = page.getByTestId('tax-summary');
    await expect(summary.getByRole('row', { name: new RegExp(vat19) })).toContainText('$100.00');
    await expect(summary.getByRole('row', { name: new RegExp(vat19) })).toContainText('$19.00');
    await expect(summary.getByRole('row', { name: new RegExp(vat7) })).toContainText('$0.11');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const today = dayjs().format('YYYY-MM-DD');
    expect(download.suggestedFilename()).toBe(`tax-summary-${dayjs().startOf('month').format('YYYY-MM-DD')}-${today}.csv`);
    const csv = (await (await download.createReadStream()).toArray()).join('').replace(/^\uFEFF/, '').split('\r\n');
    expect(csv[0]).toBe('Tax rate,Rate %,Sales base (USD),Sales tax (USD),Purchase base (USD),Purchase tax (USD),Net payable (USD)');
    expect(csv).toContain(`${vat19},19.00,100.00,19.00,0.00,0.00,19.00`);
    expect(csv).toContain(`${vat7},7.00,1.50,0.11,0.00,0.00,0.11`);
    expect(csv.filter((line) => line.startsWith('Total,'))).toHaveLength(1);
  });
});

test.describe('de-DE', () => {
  test.use({ locale: 'de-DE' });

  test('tax rates: "7,5" is 7.5 %, more than 4 decimals is refused at the field', async ({ page, signedIn }) => {
    expect(signedIn.accessToken).toBeTruthy();
    const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
    await page.goto('/settings/tax-rates');
    await page.getByRole('link', { name: 'New tax rate' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New tax rate' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(`Reduced ${tag}`);
    const rate = dialog.getByRole('textbox', { name: 'Rate' });
    await type(rate, '7,12345');
    await expect(dialog.getByText('A percentage has at most 4 decimals')).toBeVisible();
    await type(rate, '7,5');
    await expect(rate).toHaveValue('7,5');
    await dialog.getByRole('button', { name: 'Create tax rate' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(`Reduced ${tag}`) })).toContainText('7,50 %');
  });
});
