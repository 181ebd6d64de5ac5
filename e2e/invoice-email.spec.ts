import fs from 'node:fs';
import path from 'node:path';
import { apiPost, test, expect } from './fixtures';

test.use({ locale: 'en-US' });

test('email an invoice: the customer\'s address proposed, typed cc, queued, then sent to the suite\'s SMTP server with the PDF attached', async ({ page, signedIn }) => {
  test.setTimeout(120_000);
  const headers = { Authorization: `Bearer ${signedIn.accessToken}` };
  const post = apiPost(page, headers);
  const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
  const customer = await post('/customers', { name: `Mail customer ${tag}`, email: `ap-${tag.toLowerCase()}@globex.example` });
  await post('/items', { itemCode: `MAIL-${tag}`, name: 'Consulting', itemGroup: 'Mail e2e', uom: 'h', valuationMethod: 'FIFO', maintainStock: false, allowNegativeStock: false, companyIdString: customer.companyIdString });
  const invoice = await post('/invoices', {
    companyIdString: customer.companyIdString, customerIdString: customer.id, currencyCodeString: 'USD', postingDate: '2026-05-04', return: false,
    items: [{ itemCode: `MAIL-${tag}`, qty: 2, unitPrice: 75, amount: 150 }],
  });

  await page.goto(`/sales/invoices/${invoice.id}`);
  await expect(page.getByTestId('invoice-emails')).toContainText('Not emailed yet.');
  await page.getByRole('link', { name: 'Email', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Email ${invoice.number}` });
  await expect(dialog.getByRole('textbox', { name: 'To' })).toHaveValue(customer.email);
  await dialog.getByRole('textbox', { name: 'Cc' }).pressSequentially('not an address');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('"not an address" is not an email address')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Cc' }).fill('');
  await dialog.getByRole('textbox', { name: 'Cc' }).pressSequentially(`cfo-${tag.toLowerCase()}@globex.example`);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('invoice-emails').getByRole('row', { name: new RegExp(customer.email) });
  await expect(row).toContainText(`cc cfo-${tag.toLowerCase()}@globex.example`);
  await expect(row).toContainText(/Sent \d/, { timeout: 15_000 }); // the result column, once the SMTP server took it

  const mailDir = process.env.E2E_MAIL_DIR!;
  const message = fs.readdirSync(mailDir).map((file) => fs.readFileSync(path.join(mailDir, file), 'latin1')).find((m) => m.includes(`Subject: Invoice ${invoice.number} from`));
  expect(message, `no message for ${invoice.number} in ${mailDir}`).toBeDefined();
  expect(message).toContain(`To: ${customer.email}`);
  expect(message).toMatch(/Content-Type: application\/pdf; name=.?"?INV-/);
});
