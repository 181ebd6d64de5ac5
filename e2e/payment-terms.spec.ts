import dayjs from 'dayjs';
import { apiPost, test, expect } from './fixtures';

test.use({ locale: 'en-US' });

test('payment terms: create net-30 in Settings, set it on a customer, see an invoice without a due date due 30 days on, overdue in the list', async ({ page, signedIn }) => {
  test.setTimeout(120_000);
  const headers = { Authorization: `Bearer ${signedIn.accessToken}` };
  const post = apiPost(page, headers);
  const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
  const customer = await post('/customers', { name: `Terms customer ${tag}` });
  await post('/items', { itemCode: `FEE-${tag}`, name: 'Consulting', itemGroup: 'Terms e2e', uom: 'h', valuationMethod: 'FIFO', maintainStock: false, allowNegativeStock: false, companyIdString: customer.companyIdString });

  // Settings > Payment terms: create "Net 30 <tag>"
  await page.goto('/settings/payment-terms');
  await expect(page.getByRole('heading', { name: 'Payment terms', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'New payment terms' }).first().click();
  const create = page.getByRole('dialog', { name: 'New payment terms' });
  await create.getByRole('textbox', { name: 'Name' }).fill(`Net 30 ${tag}`);
  await create.getByRole('textbox', { name: 'Due days' }).fill('30');
  await create.getByRole('button', { name: 'Create payment terms' }).click();
  await expect(create).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(`Net 30 ${tag}`) })).toContainText('30 days');

  // the customer's edit dialog: pick the terms
  await page.goto(`/sales/customers/${customer.id}/edit`);
  const edit = page.getByRole('dialog', { name: 'Edit customer' });
  await edit.getByRole('combobox', { name: 'Payment terms' }).fill(`Net 30 ${tag}`);
  await page.getByRole('option', { name: `Net 30 ${tag} · 30 days` }).click();
  await edit.getByRole('button', { name: 'Save customer' }).click();
  await expect(edit).toBeHidden();

  // an invoice posted 40 days ago without a dueDate is due 30 days after it: 10 days ago, so overdue
  const posted = dayjs().subtract(40, 'day');
  const invoice = await post('/invoices', {
    companyIdString: customer.companyIdString, customerIdString: customer.id, currencyCodeString: 'USD', postingDate: posted.format('YYYY-MM-DD'), return: false,
    items: [{ itemCode: `FEE-${tag}`, qty: 2, unitPrice: 50, amount: 100 }],
  });
  const due = posted.add(30, 'day');
  expect(invoice.dueDate).toBe(due.format('YYYY-MM-DD'));
  await page.goto(`/sales/invoices/${invoice.id}`);
  await expect(page.getByTestId('invoice-due-date')).toHaveText(`${due.format('MM/DD/YYYY')}Overdue`);
  await page.goto(`/sales/invoices?customerIdString=${customer.id}`);
  await expect(page.getByRole('row', { name: new RegExp(invoice.number) })).toContainText('Overdue');
});
