import type { Page } from '@playwright/test';
import { apiPost, test, expect, expectAccessible } from './fixtures';

/** A customer and two stock items (the bolt with a USD price) with stock, set up as an integrator would. */
async function customerAndStock(page: Page, accessToken: string) {
  const headers = { Authorization: `Bearer ${accessToken}` };
  const post = apiPost(page, headers);
  const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
  const customer = await post('/customers', { name: `Billed customer ${tag}` });
  const companyIdString = customer.companyIdString as string;
  const item = (code: string, name: string) =>
    post('/items', { itemCode: code, name, itemGroup: 'OI e2e', uom: 'each', valuationMethod: 'FIFO', maintainStock: true, allowNegativeStock: false, companyIdString });
  const bolt = await item(`OIBOLT-${tag}`, 'Hex bolt');
  await item(`OINUT-${tag}`, 'Hex nut');
  await post('/item-prices', { currency: 'USD', price: '12.50', itemIdString: bolt.id });
  await post('/stock-entries', { companyIdString, entryType: 'RECEIPT', postingDate: '2026-03-01', items: [{ itemCode: `OIBOLT-${tag}`, qty: 10, rate: 4 }, { itemCode: `OINUT-${tag}`, qty: 10, rate: 0.01 }] });
  return { tag, customer: { id: customer.id as string, name: customer.name as string } };
}

/** Confirms a workflow step from the order page: the button names the step and the state it leads to. */
async function step(page: Page, button: string, question: string) {
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('dialog', { name: question }).getByRole('button', { name: button }).click();
  await expect(page.getByRole('dialog', { name: question })).toBeHidden();
}

test('order to invoice: an order typed, approved, delivered and invoiced from its page in two parts; completed in the table; its invoices listed; its PDF', async ({ page, signedIn }) => {
  test.setTimeout(180_000);
  const { tag, customer } = await customerAndStock(page, signedIn.accessToken);

  // the order, typed: 3 bolts at the proposed 12.50 and 1.5 nuts at 0.05 (0.075 → 0.08)
  await page.goto('/sales/orders/new');
  const create = page.getByRole('dialog', { name: 'New sales order' });
  await create.getByRole('combobox', { name: 'Customer' }).fill(customer.name);
  await page.getByRole('option', { name: customer.name }).click();
  await create.getByRole('combobox', { name: 'Item, line 1' }).fill(`OIBOLT-${tag}`);
  await page.getByRole('option', { name: `OIBOLT-${tag} · Hex bolt` }).click();
  await expect(create.getByRole('textbox', { name: 'Unit price, line 1' })).toHaveValue('12.50');
  await create.getByRole('textbox', { name: 'Quantity, line 1' }).fill('3');
  await create.getByRole('button', { name: 'Add line' }).click();
  await create.getByRole('combobox', { name: 'Item, line 2' }).fill(`OINUT-${tag}`);
  await page.getByRole('option', { name: `OINUT-${tag} · Hex nut` }).click();
  await create.getByRole('textbox', { name: 'Quantity, line 2' }).fill('1.5');
  await create.getByRole('textbox', { name: 'Unit price, line 2' }).fill('0.05');
  await expect(create.getByTestId('order-total')).toHaveText('$37.58');
  await create.getByRole('button', { name: 'Create sales order' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`^SO-.+ · ${customer.name}$`) })).toBeVisible();
  const number = (await page.getByRole('heading', { level: 2 }).first().textContent())?.split(' · ')[0] ?? '';
  expect(number).toMatch(/^SO-[A-Z0-9]+-\d{6}$/);
  const orderUrl = page.url();

  // a draft is not invoiced; nothing is listed yet
  await expect(page.getByRole('link', { name: 'Invoice', exact: true })).toHaveCount(0);
  await expect(page.getByTestId('order-invoices')).toContainText('Nothing invoiced yet.');

  await step(page, 'Submit for approval → Pending approval', `Submit ${number} for approval?`);
  await step(page, 'Approve → Approved', `Approve ${number}?`);
  await expect(page.getByTestId('order-history')).toContainText('Status: Draft → To deliver and bill');

  // deliver everything: the order is left to bill
  await page.getByRole('link', { name: 'Deliver' }).click();
  const deliver = page.getByRole('dialog', { name: 'Deliver goods' });
  await expect(deliver.getByRole('textbox', { name: `Quantity of OIBOLT-${tag}` })).toHaveValue('3');
  await deliver.getByRole('button', { name: 'Deliver goods' }).click();
  await expect(deliver).toBeHidden();
  await expect(page.getByTestId('order-history')).toContainText('Status: To deliver and bill → To bill');

  // invoice part of it from the order: the open quantities at the order's prices are proposed
  await page.getByRole('link', { name: 'Invoice', exact: true }).click();
  await expect(page).toHaveURL(/\/invoice$/);
  let invoice = page.getByRole('dialog', { name: `Invoice ${number}` });
  await expect(invoice.getByTestId('invoice-for-order')).toContainText(`Invoice for ${number} to ${customer.name} in USD`);
  const boltQty = invoice.getByRole('textbox', { name: 'Quantity, line 1' });
  await expect(boltQty).toHaveValue('3');
  await expect(invoice.getByRole('textbox', { name: 'Quantity, line 2' })).toHaveValue('1.5');
  await expect(invoice.getByTestId('invoice-total')).toHaveText('$37.58');
  await expect(invoice.getByRole('switch', { name: 'Credit note' })).toHaveCount(0);
  await expectAccessible(page, 'sales-order-invoice');
  // never more than is open, checked in the form
  await boltQty.fill('4');
  await invoice.getByRole('button', { name: 'Create invoice' }).click();
  await expect(invoice).toContainText('must be at most 3, what is open to bill on the order');
  await boltQty.fill('1');
  await invoice.getByRole('button', { name: 'Remove line 2' }).click();
  await expect(invoice.getByTestId('invoice-total')).toHaveText('$12.50');
  await invoice.getByRole('button', { name: 'Create invoice' }).click();
  await expect(invoice).toBeHidden();
  await expect(page).toHaveURL(orderUrl);
  await expect(page.getByTestId('order-invoices')).toContainText(/INV-[A-Z0-9]+-\d{6}/);
  await expect(page.getByTestId('order-invoices')).toContainText('$12.50');
  const lines = page.getByTestId('order-lines');
  await expect(lines.getByRole('row').nth(1)).toContainText(/1\s*$/); // billed 1 of 3 bolts
  await expect(page.getByTestId('order-history')).not.toContainText('Invoiced'); // still to bill

  // the rest is proposed next time; billing it completes the order
  await page.getByRole('link', { name: 'Invoice', exact: true }).click();
  invoice = page.getByRole('dialog', { name: `Invoice ${number}` });
  await expect(invoice.getByRole('textbox', { name: 'Quantity, line 1' })).toHaveValue('2');
  await expect(invoice.getByRole('textbox', { name: 'Quantity, line 2' })).toHaveValue('1.5');
  await expect(invoice.getByTestId('invoice-total')).toHaveText('$25.08');
  await invoice.getByRole('button', { name: 'Create invoice' }).click();
  await expect(invoice).toBeHidden();
  await expect(page.getByTestId('order-history')).toContainText(/Status: To bill → CompletedInvoiced · /);
  await expect(page.getByRole('link', { name: 'Invoice', exact: true })).toHaveCount(0);
  await expect(page.getByTestId('order-invoices').getByRole('row')).toHaveCount(3); // the header and two invoices
  await expect(page.getByTestId('order-invoices')).toContainText('$25.08');

  // the order's PDF, saved as <trace>.pdf
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);

  // the invoice leads back to its order
  await page.getByTestId('order-invoices').getByRole('link', { name: /INV-/ }).first().click();
  await expect(page.getByRole('heading', { name: new RegExp(`^Invoice INV-.+ · ${customer.name}$`) })).toBeVisible();
  await page.getByTestId('invoice-sales-order').click();
  await expect(page).toHaveURL(orderUrl);

  // the table, filtered by status, shows it completed
  await page.goto(`/sales/orders?status=COMPLETED&customerId=${customer.id}`);
  await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText(/completed/i);
  await page.goto(`/sales/orders?status=TO_BILL&customerId=${customer.id}`);
  await expect(page.getByText('No sales orders match these filters.')).toBeVisible();

  // the customer's page lists the order and links to their orders
  await page.goto(`/sales/customers/${customer.id}`);
  const orders = page.getByTestId('customer-sales-orders');
  await expect(orders.getByRole('row', { name: new RegExp(number) })).toContainText(/completed/i);
  await orders.getByRole('link', { name: `All 1 sales orders of ${customer.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/sales/orders\\?customerId=${customer.id}`));
  await expect(page.getByRole('row', { name: new RegExp(number) })).toBeVisible();
});
