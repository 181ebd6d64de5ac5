import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, expectAccessible, screenshot, signIn } from './fixtures';

/** A customer, and a journal template with a second one authorized (so a posted entry), for the detail pages. */
async function accountingRecords(request: APIRequestContext, accessToken: string, theme: string) {
  const headers = { Authorization: `Bearer ${accessToken}` };
  const call = async (method: 'get' | 'post' | 'put', url: string, data?: object) => {
    const response = await request[method](`/api/v1${url}`, { headers, data });
    expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  const cash = (await call('get', '/accounts?name=10100')).content[0];
  const customerName = `Axe customer ${theme}`;
  const customer = await call('post', '/customers', { name: customerName, email: 'axe@example.com' });
  const reference = `Axe template ${theme}`;
  const template = await call('post', '/journal-templates', { type: 'EXPENSE', postingDate: '2026-01-15T00:00:00Z', reference, amount: 10 });
  const posted = await call('post', '/journal-templates', { type: 'REVENUE', postingDate: '2026-01-15T00:00:00Z', reference: `${reference} posted`, amount: 20 });
  const authorized = await call('put', `/journal-templates/authorize/${posted.id}`, { type: 'REVENUE', postingDate: '2026-02-15T00:00:00Z', reference: `${reference} posted`, amount: 20 });
  return { cashId: cash.id as string, customerId: customer.id as string, customerName, templateId: template.id as string, reference, entryId: authorized.journalEntry.id as string, entryNumber: authorized.journalEntry.entryNumber as string };
}

/** Every page built so far, in light and dark: no serious or critical axe violations, and a screenshot kept as an artifact. */
const pages: Target[] = [
  { name: 'api-key-create', path: '/settings/api-keys/new', ready: 'New API key', dialog: true },
  { name: 'company-create', path: '/settings/companies/new', ready: 'New company', dialog: true },
  { name: 'customer-create', path: '/sales/customers/new', ready: 'New customer', dialog: true },
  { name: 'charge-create', path: '/sales/charges/new', ready: 'New charge', dialog: true },
  { name: 'sales-order-create', path: '/sales/orders/new', ready: 'New sales order', dialog: true },
  { name: 'invoice-create', path: '/sales/invoices/new', ready: 'New invoice', dialog: true },
  { name: 'supplier-create', path: '/purchasing/suppliers/new', ready: 'New supplier', dialog: true },
  { name: 'purchase-order-create', path: '/purchasing/orders/new', ready: 'New purchase order', dialog: true },
  { name: 'item-create', path: '/inventory/items/new', ready: 'New item', dialog: true },
  { name: 'stock-entry-create', path: '/inventory/stock-entries/new', ready: 'New stock entry', dialog: true },
  { name: 'account-create', path: '/accounting/accounts/new', ready: 'New account', dialog: true },
  { name: 'fiscal-year-create', path: '/accounting/fiscal-years/new', ready: 'New fiscal year', dialog: true },
  { name: 'period-create', path: '/accounting/periods/new', ready: 'New accounting period', dialog: true },
  { name: 'journal-template-create', path: '/accounting/journal-templates/new', ready: 'New journal template', dialog: true },
  { name: 'journal-entry-create', path: '/accounting/journal-entries/new', ready: 'New journal entry', dialog: true },
  { name: 'import-wizard', path: '/settings/imports/new', ready: 'New import' },
  { name: 'not-found', path: '/nowhere', ready: 'Page not found' },
];

/** The pages of payments and aging (issue 11), checked in a test of their own so each test stays within its time. */
const paymentPages: Target[] = [
  { name: 'payments', path: '/accounting/payments', ready: 'Payments' },
  { name: 'payment-create', path: '/accounting/payments/new', ready: 'New payment', dialog: true },
  { name: 'payment-create-pay', path: '/accounting/payments/new?type=PAY', ready: 'New payment', dialog: true },
  { name: 'receivables-aging', path: '/accounting/receivables-aging', ready: 'Receivables aging' },
  { name: 'payables-aging', path: '/accounting/payables-aging', ready: 'Payables aging' },
];

type Target = { name: string; path: string; ready: string; dialog?: boolean };

/**
 * Every page the console's navigation links to, read from the page itself (each area opened):
 * a feature's pages are checked as soon as it is in the navigation, with no line here. Each
 * page's heading is its navigation label.
 */
async function navigationPages(page: Page): Promise<Target[]> {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link').first()).toBeVisible();
  const folded = nav.locator('button:not([data-expanded])');
  for (let areas = 0; areas < 20 && (await folded.count()) > 0; areas++) await folded.first().click();
  const links = await nav.getByRole('link').evaluateAll((as) => as.map((a) => ({ path: a.getAttribute('href') ?? '', label: (a.textContent ?? '').trim() })));
  return links.map(({ path, label }) => ({ name: path === '/' ? 'dashboard' : path.slice(1).replaceAll('/', '-'), path, ready: label }));
}

async function checkPages(page: Page, targets: Target[], theme: string) {
  for (const target of targets) {
    await page.goto(target.path);
    const ready = target.dialog ? page.getByRole('dialog', { name: target.ready }) : page.getByRole('heading', { name: target.ready, exact: true });
    await expect(ready).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    await expectAccessible(page, `${target.name}-${theme}`);
    await screenshot(page, `${target.name}-${theme}`);
  }
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((scheme) => localStorage.setItem('bos.color-scheme', scheme), theme);
    });

    test('sign-in page', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Sign in to Business Ops' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
      await expectAccessible(page, `login-${theme}`);
      await screenshot(page, `login-${theme}`);
    });

    test('pages of the signed-in console', async ({ page }) => {
      test.setTimeout(300_000); // the navigation's pages and the dialogs, each checked and photographed
      const session = await signIn(page.request);
      const navigation = await navigationPages(page);
      expect(navigation.length).toBeGreaterThan(20);
      expect(navigation.map((t) => t.path)).toEqual(expect.arrayContaining(['/', '/sales/invoices', '/accounting/payments', '/settings/imports']));
      await checkPages(page, [...navigation.filter((t) => !paymentPages.some((p) => p.path === t.path)), ...pages], theme);
      await page.goto(`/settings/companies/${session.user.defaultCompanyId}`);
      await expect(page.getByRole('heading', { name: 'Acme Trading' })).toBeVisible();
      await expectAccessible(page, `company-detail-${theme}`);
      await screenshot(page, `company-detail-${theme}`);
    });

    test('detail pages and dialogs of inventory and purchasing', async ({ page }) => {
      test.setTimeout(150_000); // nine pages, each checked and photographed
      const { accessToken } = await signIn(page.request);
      const headers = { Authorization: `Bearer ${accessToken}` };
      const post = async (url: string, data: object) => {
        const response = await page.request.post(`/api/v1${url}`, { headers, data });
        expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
        return response.json();
      };
      const supplier = await post('/suppliers', { name: `Axe supplier ${theme}`, email: 'axe@supplier.example' });
      const companyIdString = supplier.companyIdString as string;
      const item = await post('/items', { itemCode: `AXE-${theme}`, name: 'Axe item', itemGroup: 'Axe', uom: 'each', valuationMethod: 'FIFO', maintainStock: true, allowNegativeStock: false, companyIdString });
      await post('/item-prices', { currency: 'USD', price: '9.99', itemIdString: item.id });
      const order = await post('/purchase-orders', { supplierIdString: supplier.id, currencyCodeString: 'USD', orderDate: '2026-03-02', items: [{ itemCode: item.itemCode, qty: 2, rate: 9.99 }] });
      await post(`/purchase-orders/${order.id}/submit`, {});
      const bill = await post(`/purchase-orders/${order.id}/bills`, { postingDate: '2026-03-04', items: [{ itemCode: item.itemCode, qty: 1 }] });
      await checkPages(page, [
        { name: 'supplier-detail', path: `/purchasing/suppliers/${supplier.id}`, ready: supplier.name },
        { name: 'supplier-edit', path: `/purchasing/suppliers/${supplier.id}/edit`, ready: 'Edit supplier', dialog: true },
        { name: 'supplier-delete', path: `/purchasing/suppliers/${supplier.id}/delete`, ready: 'Delete supplier?', dialog: true },
        { name: 'item-detail', path: `/inventory/items/${item.id}`, ready: `AXE-${theme} · Axe item` },
        { name: 'item-edit', path: `/inventory/items/${item.id}/edit`, ready: 'Edit item', dialog: true },
        { name: 'item-price', path: `/inventory/items/${item.id}/price`, ready: 'Set price', dialog: true },
        { name: 'purchase-order-detail', path: `/purchasing/orders/${order.id}`, ready: `${order.number} · ${supplier.name}` },
        { name: 'bill-detail', path: `/purchasing/bills/${bill.id}`, ready: `${bill.number} · ${supplier.name}` },
        { name: 'bills-of-supplier', path: `/purchasing/bills?supplierIdString=${supplier.id}`, ready: 'Bills' },
      ], theme);
    });

    test('detail pages and dialogs of charges', async ({ page }) => {
      const { accessToken } = await signIn(page.request);
      const headers = { Authorization: `Bearer ${accessToken}` };
      const post = async (url: string, data: object) => {
        const response = await page.request.post(`/api/v1${url}`, { headers, data });
        expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
        return response.json();
      };
      const companyIdString = (await (await page.request.get('/api/v1/companies', { headers })).json()).content[0].id as string;
      const part = await post('/charges', { name: `Axe part ${theme}`, flat: 2, account: '40200', currencyString: 'EUR', companyIdString });
      const bundle = await post('/charges', { name: `Axe bundle ${theme}`, composite: true, components: [part.id], max: 10, global: true, currencyString: 'EUR', companyIdString });
      await checkPages(page, [
        { name: 'charge-detail', path: `/sales/charges/${bundle.id}`, ready: bundle.name },
        { name: 'charge-edit', path: `/sales/charges/${bundle.id}/edit`, ready: 'Edit charge', dialog: true },
        { name: 'charge-part-detail', path: `/sales/charges/${part.id}`, ready: part.name },
      ], theme);
    });

    test('detail pages and dialogs of sales orders', async ({ page }) => {
      const { accessToken } = await signIn(page.request);
      const headers = { Authorization: `Bearer ${accessToken}` };
      const call = async (method: 'post' | 'put', url: string, data?: object) => {
        const response = await page.request[method](`/api/v1${url}`, { headers, data });
        expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
        return response.json();
      };
      const customer = await call('post', '/customers', { name: `Axe SO customer ${theme}` });
      const companyIdString = customer.companyIdString as string;
      const itemCode = `AXESO-${theme}`;
      await call('post', '/items', { itemCode, name: 'Axe sold item', itemGroup: 'Axe', uom: 'each', valuationMethod: 'FIFO', maintainStock: true, allowNegativeStock: false, companyIdString });
      await call('post', '/stock-entries', { companyIdString, entryType: 'RECEIPT', postingDate: '2026-03-01', items: [{ itemCode, qty: 5, rate: 2 }] });
      const newOrder = () => call('post', '/sales-orders', { customerIdString: customer.id, currencyCodeString: 'USD', orderDate: '2026-03-02', items: [{ itemCode, qty: 2, unitPrice: 9.99 }] });
      const approved = await newOrder();
      await call('put', `/sales-orders/update-workflow/${approved.trace}`);
      await call('put', `/sales-orders/update-workflow/${approved.trace}`);
      await call('post', `/sales-orders/${approved.id}/deliveries`, { postingDate: '2026-03-03', items: [{ itemCode, qty: 1 }] });
      const draft = await newOrder();
      await checkPages(page, [
        { name: 'sales-order-detail', path: `/sales/orders/${approved.id}`, ready: `${approved.number} · ${customer.name}` },
        { name: 'sales-order-deliver', path: `/sales/orders/${approved.id}/deliver`, ready: 'Deliver goods', dialog: true },
        { name: 'sales-order-invoice', path: `/sales/orders/${approved.id}/invoice`, ready: `Invoice ${approved.number}`, dialog: true },
      ], theme);
      // the PDF preview, with the PDF or (before the service makes PDFs) its problem
      await page.goto(`/sales/orders/${approved.id}/pdf?format=STANDARD`);
      const preview = page.getByRole('dialog', { name: `PDF of ${approved.number}` });
      await expect(preview.getByRole('alert').or(preview.getByTestId('pdf-preview'))).toBeVisible();
      await expectAccessible(page, `sales-order-pdf-${theme}`);
      await screenshot(page, `sales-order-pdf-${theme}`);
      // the workflow step's confirmation
      await page.goto(`/sales/orders/${draft.id}`);
      await page.getByRole('button', { name: 'Submit for approval → Pending approval' }).click();
      await expect(page.getByRole('dialog', { name: `Submit ${draft.number} for approval?` })).toBeVisible();
      await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)))); // the dialog's opening transition
      await expectAccessible(page, `sales-order-submit-${theme}`);
      await screenshot(page, `sales-order-submit-${theme}`);
    });

    test('pages of payments and aging', async ({ page }) => {
      await signIn(page.request);
      await checkPages(page, paymentPages, theme);
    });

    test('detail pages and dialogs of payments, and the aging opened', async ({ page }) => {
      const { accessToken } = await signIn(page.request);
      const headers = { Authorization: `Bearer ${accessToken}` };
      const post = async (url: string, data: object) => {
        const response = await page.request.post(`/api/v1${url}`, { headers, data });
        expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
        return response.json();
      };
      const customer = await post('/customers', { name: `Axe payment customer ${theme}` });
      const companyIdString = customer.companyIdString as string;
      const itemCode = `AXE-PAY-${theme}`;
      await post('/items', { itemCode, name: 'Axe paid service', itemGroup: 'Axe', uom: 'hour', valuationMethod: 'FIFO', maintainStock: false, allowNegativeStock: false, companyIdString });
      const invoice = await post('/invoices', { companyIdString, customerIdString: customer.id, currencyCodeString: 'USD', postingDate: '2026-03-02', dueDate: '2026-03-16', return: false, items: [{ itemCode, qty: 2, unitPrice: 10, amount: 20 }] });
      const payment = await post('/payments', {
        paymentMethodLabel: 'BANK', transactionNetAmount: 5, transactionCharge: 0, transactionGatewayCharge: 0, transactionMerchantCommission: 0, transactionTax: 0, transactionTotalAmount: 5,
        reference: `Axe ${theme}`, postingDate: '2026-03-20', transactionCurrency: 'USD', partyType: 'CUSTOMER', partyIdString: customer.id, paymentType: 'RECEIVE', companyIdString, isGlOnly: false,
      });
      await checkPages(page, [
        { name: 'payment-detail', path: `/accounting/payments/${payment.id}`, ready: `Payment ${payment.number} · ${customer.name}` },
        { name: 'payment-cancel', path: `/accounting/payments/${payment.id}/cancel`, ready: `Cancel ${payment.number}?`, dialog: true },
        { name: 'payment-create-for-customer', path: `/accounting/payments/new?type=RECEIVE&party=${customer.id}`, ready: 'New payment', dialog: true },
        { name: 'receivables-aging-opened', path: `/accounting/receivables-aging?open=${customer.id}`, ready: 'Receivables aging' },
      ], theme);
      await expect(page.getByTestId(`aging-documents-${customer.name}`).getByRole('link', { name: invoice.number })).toBeVisible();
    });

    test('detail pages and dialogs of sales invoices', async ({ page }) => {
      const { accessToken } = await signIn(page.request);
      const headers = { Authorization: `Bearer ${accessToken}` };
      const post = async (url: string, data: object) => {
        const response = await page.request.post(`/api/v1${url}`, { headers, data });
        expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
        return response.json();
      };
      const customer = await post('/customers', { name: `Axe invoice customer ${theme}` });
      const companyIdString = customer.companyIdString as string;
      const item = await post('/items', { itemCode: `AXE-INV-${theme}`, name: 'Axe service', itemGroup: 'Axe', uom: 'hour', valuationMethod: 'FIFO', maintainStock: false, allowNegativeStock: false, companyIdString });
      const invoice = await post('/invoices', {
        companyIdString, customerIdString: customer.id, currencyCodeString: 'USD', postingDate: '2026-03-10', return: false,
        items: [{ itemCode: item.itemCode, qty: 2, unitPrice: 9.99, amount: 19.98 }], charges: [{ amount: 1.6, chargeType: 'tax', description: 'Sales tax' }],
      });
      const credit = await post('/invoices', {
        companyIdString, customerIdString: customer.id, currencyCodeString: 'USD', postingDate: '2026-03-11', return: true, returnAgainstIdString: invoice.id,
        items: [{ itemCode: item.itemCode, qty: 1, unitPrice: 9.99, amount: 9.99 }],
      });
      await checkPages(page, [
        { name: 'invoice-detail', path: `/sales/invoices/${invoice.id}`, ready: `Invoice ${invoice.number} · ${customer.name}` },
        { name: 'credit-note-detail', path: `/sales/invoices/${credit.id}`, ready: `Credit note ${credit.number} · ${customer.name}` },
        { name: 'invoice-credit-note', path: `/sales/invoices/${invoice.id}/credit-note`, ready: `Credit note for ${invoice.number}`, dialog: true },
        { name: 'invoice-cancel', path: `/sales/invoices/${invoice.id}/cancel`, ready: `Cancel ${invoice.number}?`, dialog: true },
        { name: 'customer-with-invoices', path: `/sales/customers/${customer.id}`, ready: customer.name },
      ], theme);
    });

    test('detail pages and dialogs of the accounting slice', async ({ page }) => {
      const session = await signIn(page.request);
      // on records made through the API
      const records = await accountingRecords(page.request, session.accessToken, theme);
      const details: Target[] = [
        { name: 'account-detail', path: `/accounting/accounts/${records.cashId}`, ready: '10100 · Cash' },
        { name: 'account-edit', path: `/accounting/accounts/${records.cashId}/edit`, ready: 'Edit account', dialog: true },
        { name: 'customer-detail', path: `/sales/customers/${records.customerId}`, ready: records.customerName },
        { name: 'customer-edit', path: `/sales/customers/${records.customerId}/edit`, ready: 'Edit customer', dialog: true },
        { name: 'journal-template-detail', path: `/accounting/journal-templates/${records.templateId}`, ready: records.reference },
        { name: 'journal-template-authorize', path: `/accounting/journal-templates/${records.templateId}/authorize`, ready: 'Authorize and copy', dialog: true },
        { name: 'journal-entry-detail', path: `/accounting/journal-entries/${records.entryId}`, ready: `Journal entry ${records.entryNumber}` },
        { name: 'journal-entry-reverse', path: `/accounting/journal-entries/${records.entryId}/reverse`, ready: 'Reverse this entry?', dialog: true },
      ];
      for (const target of details) {
        await page.goto(target.path);
        const ready = target.dialog ? page.getByRole('dialog', { name: target.ready }) : page.getByRole('heading', { name: target.ready, exact: true });
        await expect(ready).toBeVisible();
        await expect(page.getByText('Loading…')).toHaveCount(0);
        await expectAccessible(page, `${target.name}-${theme}`);
        await screenshot(page, `${target.name}-${theme}`);
      }
    });
  });
}
