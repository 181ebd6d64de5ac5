import { apiPost, test, expect, expectAccessible, admin, screenshot } from './fixtures';

/**
 * The audit trail in the console (issue 29, docs/audit.md): a record's History tab says who changed
 * what from what to what, and Settings → Audit log lists every change with filters.
 */

test('a change typed into a customer\'s form shows in its History tab in plain words, and in the audit log', async ({ page, signedIn }) => {
  const post = apiPost(page, { Authorization: `Bearer ${signedIn.accessToken}` });
  const name = `Audited customer ${Date.now()}`;
  const customer = await post('/customers', { name, phone: '+1 555 0100' });
  await page.goto(`/sales/customers/${customer.id}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.getByRole('link', { name: 'Edit customer' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit customer' });
  await edit.getByRole('textbox', { name: 'Phone' }).fill('+1 555 0199');
  await edit.getByRole('button', { name: 'Save customer' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page).toHaveURL(/tab=history/);
  const history = page.getByTestId('record-history');
  await expect(history.getByRole('article').first()).toContainText(`Phone changed from +1 555 0100 to +1 555 0199 by ${admin.email}`);
  await expect(history.getByRole('article').last()).toContainText(`Created by ${admin.email}`);
  await expect(history.getByRole('article').last()).toContainText(`Name set to ${name}`);
  await expectAccessible(page, 'record-history');
  // the tab is in the URL: a reload keeps it
  await page.reload();
  await expect(page.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(page.getByText('+1 555 0199')).toBeVisible();

  await page.goto('/settings/audit-log');
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Record type' }).click();
  await page.getByRole('option', { name: 'Customer', exact: true }).click();
  await expect(page).toHaveURL(/recordType=customer/);
  const row = page.getByRole('row', { name: /Phone changed from \+1 555 0100 to \+1 555 0199/ });
  await expect(row).toContainText(admin.email);
  await expect(row).toContainText('Changed');
  await expectAccessible(page, 'audit-log');
  if (process.env.E2E_SCREENSHOTS) await screenshot(page, 'audit-log-wide');
  await row.getByRole('link', { name: /^Customer / }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
});

test.describe('on a phone, in German', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'de-DE' });

  test('an amount reads with a decimal comma, text as typed; history and log fit the window', async ({ page, signedIn }) => {
    const post = apiPost(page, { Authorization: `Bearer ${signedIn.accessToken}` });
    // a year before every other spec's, closed here and reopened at the end: a closed later year would keep theirs from reopening
    const year = 1500 + Math.floor(Math.random() * 400);
    const fiscalYear = await post('/fiscal-years', { name: `FY audit ${year}`, startDate: `${year}-01-01`, endDate: `${year}-12-31` });
    await post(`/fiscal-years/${fiscalYear.id}/close`, {});
    const tag = Date.now();
    // text stays as typed; an amount reads with the decimal comma
    const customer = await post('/customers', { name: `Preis ${tag}`, notes: '12.50' });
    await page.goto(`/sales/customers/${customer.id}?tab=history`);
    await expect(page.getByTestId('record-history')).toContainText('Notes set to 12.50');
    const item = await post('/items', { itemCode: `AUD-${tag}`, name: 'Audit item', itemGroup: 'Audit', uom: 'each', valuationMethod: 'FIFO', maintainStock: false, allowNegativeStock: false, companyIdString: signedIn.user.defaultCompanyId });
    const invoice = await post('/invoices', {
      companyIdString: signedIn.user.defaultCompanyId, customerIdString: customer.id, currencyCodeString: 'USD', postingDate: '2026-03-10', dueDate: '2026-03-24', return: false,
      items: [{ itemCode: item.itemCode, qty: 1, unitPrice: 12.5, amount: 12.5 }],
    });
    await page.goto(`/sales/invoices/${invoice.id}?tab=history`);
    await expect(page.getByTestId('record-history')).toContainText('Total set to 12,5');
    const fits = async (what: string) => {
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
      expect(scrollWidth, `${what}: wider than the window`).toBeLessThanOrEqual(clientWidth);
    };
    await fits('history');
    await page.goto('/settings/audit-log?recordType=fiscal_year');
    await expect(page.getByText(`Closed`).first()).toBeVisible();
    await expect(page.getByText(/Status changed from OPEN to CLOSED/).first()).toBeVisible();
    await fits('audit log');
    if (process.env.E2E_SCREENSHOTS) await screenshot(page, 'audit-log-phone');
    await post(`/fiscal-years/${fiscalYear.id}/reopen`);
  });
});
