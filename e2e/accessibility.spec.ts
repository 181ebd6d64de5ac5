import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, axeViolations, landmarkRules, openInApp, screenshot, signIn } from './fixtures';

/**
 * Every page and every dialog of the console, in light and dark, checked by axe at WCAG 2.1 AA
 * (and axe's serious or critical best practices), each opened once for both schemes (`check`);
 * the pages also at 390 px in light. The pages come from the navigation; the dialogs are listed here, and
 * "every dialog in the sources is opened" fails when a dialog route or an in-page dialog exists
 * in src/web that no line here opens.
 */

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** No violation of a WCAG 2.1 A or AA rule, whatever axe's impact, nor a serious or critical one of another rule, nor of the landmark rules; `rules`: only those. */
async function expectAccessible(page: Page, label: string, rules?: string[]) {
  // a dialog's or a notice's opening transition: axe would read the colours half-faded
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const bad = (await axeViolations(page, rules)).filter((v) => v.tags.some((t) => WCAG_21_AA.includes(t)) || v.impact === 'serious' || v.impact === 'critical' || landmarkRules.has(v.id));
  expect(bad.map((v) => `${label}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.any[0]?.message ?? ''}`).join(', ')}`)).toEqual([]);
}

/**
 * The console in `scheme`, switched in place as the toggle in another tab would (Mantine's
 * scheme manager follows the storage event), so that a page or dialog is opened once for both.
 */
async function showScheme(page: Page, scheme: 'light' | 'dark') {
  await page.evaluate((s) => {
    localStorage.setItem('bos.color-scheme', s);
    window.dispatchEvent(new StorageEvent('storage', { key: 'bos.color-scheme', newValue: s, storageArea: localStorage }));
  }, scheme);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

/** The rules a colour scheme can change: in dark only these run again (the others read the same page). */
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * axe on the page as it is, in light (every rule) and in dark (the colour rules), unless `dark`
 * is false; the scheme the console is in first, so that the next page, left in dark, needs no
 * switch back before its first check. With E2E_SCREENSHOTS set, a full-page screenshot of each
 * too (a second or so each, so not by default).
 */
async function check(page: Page, name: string, { dark = true } = {}) {
  const inDark = (await page.locator('html').getAttribute('data-mantine-color-scheme')) === 'dark';
  const schemes = !dark ? (['light'] as const) : inDark ? (['dark', 'light'] as const) : (['light', 'dark'] as const);
  for (const scheme of schemes) {
    await showScheme(page, scheme);
    await expectAccessible(page, `${name}-${scheme}`, scheme === 'dark' ? colourRules : undefined);
    if (process.env.E2E_SCREENSHOTS) await screenshot(page, `${name}-${scheme}`);
  }
}

/** The records the detail pages and their dialogs are opened on, made through the API once. */
type Records = Record<string, string>;

async function makeRecords(request: APIRequestContext, accessToken: string, tag: string): Promise<Records> {
  const headers = { Authorization: `Bearer ${accessToken}` };
  const call = async (method: 'get' | 'post' | 'put', url: string, data?: object) => {
    const response = await request[method](`/api/v1${url}`, { headers, data });
    expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  const post = (url: string, data: object) => call('post', url, data);
  const company = (await call('get', '/companies')).content[0];
  const companyIdString = company.id as string;
  const cash = (await call('get', '/accounts?name=10100')).content[0];
  const taxRate = await post('/tax-rates', { companyIdString, name: `VAT axe ${tag}`, ratePercent: '19' });

  const customer = await post('/customers', { name: `Axe customer ${tag}`, email: 'axe@example.com' });
  const supplier = await post('/suppliers', { name: `Axe supplier ${tag}`, email: 'axe@supplier.example' });
  const item = await post('/items', { itemCode: `AXE-${tag}`, name: 'Axe item', itemGroup: 'Axe', uom: 'each', valuationMethod: 'FIFO', maintainStock: true, allowNegativeStock: false, companyIdString });
  await post('/item-prices', { currency: 'USD', price: '9.99', itemIdString: item.id });
  const stockEntry = await post('/stock-entries', { companyIdString, entryType: 'RECEIPT', postingDate: '2026-03-01', items: [{ itemCode: item.itemCode, qty: 5, rate: 2 }] });

  const purchaseOrder = await post('/purchase-orders', { supplierIdString: supplier.id, currencyCodeString: 'USD', orderDate: '2026-03-02', items: [{ itemCode: item.itemCode, qty: 2, rate: 9.99, taxRateIdString: taxRate.id }] });
  await post(`/purchase-orders/${purchaseOrder.id}/submit`, {});
  const bill = await post(`/purchase-orders/${purchaseOrder.id}/bills`, { postingDate: '2026-03-04', items: [{ itemCode: item.itemCode, qty: 1 }] });

  const newOrder = () => post('/sales-orders', { customerIdString: customer.id, currencyCodeString: 'USD', orderDate: '2026-03-02', items: [{ itemCode: item.itemCode, qty: 2, unitPrice: 9.99 }] });
  const salesOrder = await newOrder();
  await call('put', `/sales-orders/update-workflow/${salesOrder.trace}`);
  await call('put', `/sales-orders/update-workflow/${salesOrder.trace}`);
  const delivery = await post(`/sales-orders/${salesOrder.id}/deliveries`, { postingDate: '2026-03-03', items: [{ itemCode: item.itemCode, qty: 1 }] });
  const draftOrder = await newOrder();
  const receipt = await post(`/purchase-orders/${purchaseOrder.id}/receipts`, { postingDate: '2026-03-04', items: [{ itemCode: item.itemCode, qty: 1 }] });
  const draftPurchaseOrder = await post('/purchase-orders', { supplierIdString: supplier.id, currencyCodeString: 'USD', orderDate: '2026-03-05', items: [{ itemCode: item.itemCode, qty: 1, rate: 9.99 }] });

  const invoice = await post('/invoices', {
    companyIdString, customerIdString: customer.id, currencyCodeString: 'USD', postingDate: '2026-03-10', dueDate: '2026-03-24', return: false,
    items: [{ itemCode: item.itemCode, qty: 2, unitPrice: 9.99, amount: 19.98, taxRateIdString: taxRate.id }], charges: [{ amount: 1.6, chargeType: 'tax', description: 'Sales tax' }],
  });
  const creditNote = await post('/invoices', {
    companyIdString, customerIdString: customer.id, currencyCodeString: 'USD', postingDate: '2026-03-11', return: true, returnAgainstIdString: invoice.id,
    items: [{ itemCode: item.itemCode, qty: 1, unitPrice: 9.99, amount: 9.99 }],
  });
  const payment = await post('/payments', {
    paymentMethodLabel: 'BANK', transactionNetAmount: 5, transactionCharge: 0, transactionGatewayCharge: 0, transactionMerchantCommission: 0, transactionTax: 0, transactionTotalAmount: 5,
    reference: `Axe ${tag}`, postingDate: '2026-03-20', transactionCurrency: 'USD', partyType: 'CUSTOMER', partyIdString: customer.id, paymentType: 'RECEIVE', companyIdString, isGlOnly: false,
  });

  const part = await post('/charges', { name: `Axe part ${tag}`, flat: 2, account: '40200', currencyString: 'EUR', companyIdString });
  const bundle = await post('/charges', { name: `Axe bundle ${tag}`, composite: true, components: [part.id], max: 10, currencyString: 'EUR', companyIdString });

  const reference = `Axe template ${tag}`;
  const template = await post('/journal-templates', { type: 'EXPENSE', postingDate: '2026-01-15T00:00:00Z', reference, amount: 10 });
  const posted = await post('/journal-templates', { type: 'REVENUE', postingDate: '2026-01-15T00:00:00Z', reference: `${reference} posted`, amount: 20 });
  const authorized = await call('put', `/journal-templates/authorize/${posted.id}`, { type: 'REVENUE', postingDate: '2026-02-15T00:00:00Z', reference: `${reference} posted`, amount: 20 });

  // a year of its own far ahead (years never overlap), with a period to close
  const year = 3000 + Math.floor(Math.random() * 5000);
  const paymentTerms = await post('/payment-terms', { companyIdString, name: `Net 30 axe ${tag}`, dueDays: 30 });
  // a pair and a day of its own, far ahead as the year above (one rate per pair and day)
  const exchangeRate = await post('/exchange-rates', { companyIdString, fromCurrency: 'GBP', toCurrency: 'USD', rate: '1.2712', date: `${year}-01-02` });
  const fiscalYear = await post('/fiscal-years', { name: `FY axe ${year}`, startDate: `${year}-01-01`, endDate: `${year}-12-31`, companyIdString });
  const period = await post('/accounting-periods', { name: `Axe January ${year}`, periodType: 'MONTH', startDate: `${year}-01-01T00:00:00Z`, endDate: `${year}-01-31T23:59:59Z`, status: 'OPEN', fiscalYearIdString: fiscalYear.id, companyIdString });

  // an endpoint at an address that refuses connections (the suite allows private addresses), and a test event's delivery to it
  const webhook = await post('/webhook-endpoints', { companyIdString, url: `http://127.0.0.1:9/axe-${tag}`, events: ['fiscal_year.reopened'], description: 'Axe endpoint' });
  const webhookDelivery = await post(`/webhook-endpoints/${webhook.id}/test`, {});

  const me = await call('get', '/auth/me');
  return {
    teamUser: me.id, teamUserName: me.name,
    company: companyIdString, companyName: company.name, paymentTerms: paymentTerms.id, taxRate: taxRate.id, exchangeRate: exchangeRate.id,
    customer: customer.id, customerName: customer.name, supplier: supplier.id, supplierName: supplier.name,
    item: item.id, itemTitle: `${item.itemCode} · ${item.name}`, stockEntry: stockEntry.id, stockEntryNumber: stockEntry.number,
    purchaseOrder: purchaseOrder.id, purchaseOrderNumber: purchaseOrder.number, bill: bill.id, billNumber: bill.number,
    salesOrder: salesOrder.id, salesOrderNumber: salesOrder.number, draftOrder: draftOrder.id, draftOrderNumber: draftOrder.number,
    draftPurchaseOrder: draftPurchaseOrder.id, draftPurchaseOrderNumber: draftPurchaseOrder.number,
    receipt: receipt.id, receiptNumber: receipt.number, delivery: delivery.id, deliveryNumber: delivery.number,
    invoice: invoice.id, invoiceNumber: invoice.number, creditNote: creditNote.id, creditNoteNumber: creditNote.number,
    payment: payment.id, paymentNumber: payment.number,
    charge: bundle.id, chargeName: bundle.name, chargePart: part.id, chargePartName: part.name,
    account: cash.id, template: template.id, templateReference: reference, journalEntry: authorized.journalEntry.id, journalEntryNumber: authorized.journalEntry.entryNumber,
    fiscalYear: fiscalYear.id, fiscalYearName: fiscalYear.name, periodName: period.name,
    webhook: webhook.id, webhookUrl: webhook.url, webhookDelivery: webhookDelivery.id,
  };
}

/** A page or dialog at `path` (`:customer` stands for the record's id), ready once its heading (or the dialog so named) shows. */
type Target = { name: string; path: string; ready: string | ((r: Records) => string); dialog?: boolean };

const fill = (template: string, r: Records) => template.replace(/:(\w+)/g, (_, key: string) => r[key] ?? `:${key}`);

/** The record pages: one of each kind. */
const recordPages: Target[] = [
  { name: 'company-detail', path: '/settings/companies/:company', ready: (r) => r.companyName! },
  { name: 'customer-detail', path: '/sales/customers/:customer', ready: (r) => r.customerName! },
  { name: 'charge-detail', path: '/sales/charges/:charge', ready: (r) => r.chargeName! },
  { name: 'charge-part-detail', path: '/sales/charges/:chargePart', ready: (r) => r.chargePartName! },
  { name: 'sales-order-detail', path: '/sales/orders/:salesOrder', ready: (r) => `${r.salesOrderNumber} · ${r.customerName}` },
  { name: 'sales-order-draft-detail', path: '/sales/orders/:draftOrder', ready: (r) => `${r.draftOrderNumber} · ${r.customerName}` },
  { name: 'invoice-detail', path: '/sales/invoices/:invoice', ready: (r) => `Invoice ${r.invoiceNumber} · ${r.customerName}` },
  { name: 'credit-note-detail', path: '/sales/invoices/:creditNote', ready: (r) => `Credit note ${r.creditNoteNumber} · ${r.customerName}` },
  { name: 'supplier-detail', path: '/purchasing/suppliers/:supplier', ready: (r) => r.supplierName! },
  { name: 'purchase-order-detail', path: '/purchasing/orders/:purchaseOrder', ready: (r) => `${r.purchaseOrderNumber} · ${r.supplierName}` },
  { name: 'purchase-receipt-detail', path: '/purchasing/receipts/:receipt', ready: (r) => `Purchase receipt ${r.receiptNumber}` },
  { name: 'delivery-note-detail', path: '/sales/deliveries/:delivery', ready: (r) => `Delivery note ${r.deliveryNumber}` },
  { name: 'bill-detail', path: '/purchasing/bills/:bill', ready: (r) => `${r.billNumber} · ${r.supplierName}` },
  { name: 'bills-of-supplier', path: '/purchasing/bills?supplierIdString=:supplier', ready: 'Bills' },
  { name: 'item-detail', path: '/inventory/items/:item', ready: (r) => r.itemTitle! },
  { name: 'stock-entry-detail', path: '/inventory/stock-entries/:stockEntry', ready: (r) => `Stock entry ${r.stockEntryNumber}` },
  { name: 'account-detail', path: '/accounting/accounts/:account', ready: '10100 · Cash' },
  { name: 'journal-template-detail', path: '/accounting/journal-templates/:template', ready: (r) => r.templateReference! },
  { name: 'journal-entry-detail', path: '/accounting/journal-entries/:journalEntry', ready: (r) => `Journal entry ${r.journalEntryNumber}` },
  { name: 'payment-detail', path: '/accounting/payments/:payment', ready: (r) => `Payment ${r.paymentNumber} · ${r.customerName}` },
  { name: 'receivables-aging-opened', path: '/accounting/receivables-aging?open=:customer', ready: 'Receivables aging' },
  { name: 'team-user-detail', path: '/settings/team/:teamUser', ready: (r) => r.teamUserName! },
  { name: 'webhook-endpoint-detail', path: '/settings/webhooks/:webhook', ready: (r) => r.webhookUrl! },
  { name: 'customer-history', path: '/sales/customers/:customer?tab=history', ready: (r) => r.customerName! },
];

/** Every dialog route (`new` over a list, `:id/<dialog>` over a record), each named by its title. */
const dialogRoutes: Target[] = ([
  { name: 'api-key-create', path: '/settings/api-keys/new', ready: 'New API key' },
  { name: 'team-invite', path: '/settings/team/new', ready: 'Invite to the team' },
  { name: 'team-user-edit', path: '/settings/team/:teamUser/edit', ready: 'Change role or access' },
  { name: 'webhook-create', path: '/settings/webhooks/new', ready: 'New webhook endpoint' },
  { name: 'webhook-edit', path: '/settings/webhooks/:webhook/edit', ready: 'Edit webhook endpoint' },
  { name: 'webhook-delete', path: '/settings/webhooks/:webhook/delete', ready: 'Delete webhook endpoint?' },
  { name: 'webhook-delivery', path: '/settings/webhooks/:webhook/deliveries/:webhookDelivery', ready: 'Delivery of webhook_endpoint.test' },
  { name: 'company-create', path: '/settings/companies/new', ready: 'New company' },
  { name: 'payment-terms-create', path: '/settings/payment-terms/new', ready: 'New payment terms' },
  { name: 'payment-terms-edit', path: '/settings/payment-terms/:paymentTerms', ready: 'Edit payment terms' },
  { name: 'payment-terms-delete', path: '/settings/payment-terms/:paymentTerms/delete', ready: 'Delete payment terms?' },
  { name: 'tax-rate-create', path: '/settings/tax-rates/new', ready: 'New tax rate' },
  { name: 'tax-rate-edit', path: '/settings/tax-rates/:taxRate', ready: 'Edit tax rate' },
  { name: 'tax-rate-delete', path: '/settings/tax-rates/:taxRate/delete', ready: 'Delete tax rate?' },
  { name: 'exchange-rate-create', path: '/settings/exchange-rates/new', ready: 'New exchange rate' },
  { name: 'exchange-rate-edit', path: '/settings/exchange-rates/:exchangeRate', ready: 'Edit exchange rate' },
  { name: 'exchange-rate-delete', path: '/settings/exchange-rates/:exchangeRate/delete', ready: 'Delete exchange rate?' },
  { name: 'customer-create', path: '/sales/customers/new', ready: 'New customer' },
  { name: 'customer-edit', path: '/sales/customers/:customer/edit', ready: 'Edit customer' },
  { name: 'charge-create', path: '/sales/charges/new', ready: 'New charge' },
  { name: 'charge-edit', path: '/sales/charges/:charge/edit', ready: 'Edit charge' },
  { name: 'sales-order-create', path: '/sales/orders/new', ready: 'New sales order' },
  { name: 'sales-order-edit', path: '/sales/orders/:draftOrder/edit', ready: (r) => `Edit ${r.draftOrderNumber}` },
  { name: 'sales-order-deliver', path: '/sales/orders/:salesOrder/deliver', ready: 'Deliver goods' },
  { name: 'sales-order-return-goods', path: '/sales/orders/:salesOrder/return-goods', ready: 'Return goods' },
  { name: 'sales-order-invoice', path: '/sales/orders/:salesOrder/invoice', ready: (r) => `Invoice ${r.salesOrderNumber}` },
  { name: 'sales-order-pdf', path: '/sales/orders/:salesOrder/pdf?format=STANDARD', ready: (r) => `PDF of ${r.salesOrderNumber}` },
  { name: 'invoice-create', path: '/sales/invoices/new', ready: 'New invoice' },
  { name: 'invoice-credit-note', path: '/sales/invoices/:invoice/credit-note', ready: (r) => `Credit note for ${r.invoiceNumber}` },
  { name: 'invoice-cancel', path: '/sales/invoices/:invoice/cancel', ready: (r) => `Cancel ${r.invoiceNumber}?` },
  { name: 'invoice-send', path: '/sales/invoices/:invoice/send', ready: (r) => `Email ${r.invoiceNumber}` },
  { name: 'supplier-create', path: '/purchasing/suppliers/new', ready: 'New supplier' },
  { name: 'supplier-edit', path: '/purchasing/suppliers/:supplier/edit', ready: 'Edit supplier' },
  { name: 'supplier-delete', path: '/purchasing/suppliers/:supplier/delete', ready: 'Delete supplier?' },
  { name: 'purchase-order-create', path: '/purchasing/orders/new', ready: 'New purchase order' },
  { name: 'purchase-order-edit', path: '/purchasing/orders/:draftPurchaseOrder/edit', ready: (r) => `Edit ${r.draftPurchaseOrderNumber}` },
  { name: 'purchase-order-receive', path: '/purchasing/orders/:purchaseOrder/receive', ready: 'Receive goods' },
  { name: 'purchase-order-bill', path: '/purchasing/orders/:purchaseOrder/bill', ready: 'Create bill' },
  { name: 'item-create', path: '/inventory/items/new', ready: 'New item' },
  { name: 'item-edit', path: '/inventory/items/:item/edit', ready: 'Edit item' },
  { name: 'item-price', path: '/inventory/items/:item/price', ready: 'Set price' },
  { name: 'stock-entry-create', path: '/inventory/stock-entries/new', ready: 'New stock entry' },
  { name: 'account-create', path: '/accounting/accounts/new', ready: 'New account' },
  { name: 'account-edit', path: '/accounting/accounts/:account/edit', ready: 'Edit account' },
  { name: 'fiscal-year-create', path: '/accounting/fiscal-years/new', ready: 'New fiscal year' },
  { name: 'fiscal-year-close', path: '/accounting/fiscal-years/:fiscalYear/close', ready: (r) => `Close ${r.fiscalYearName}?` },
  { name: 'fiscal-year-reopen', path: '/accounting/fiscal-years/:fiscalYear/reopen', ready: (r) => `Reopen ${r.fiscalYearName}?` },
  { name: 'period-create', path: '/accounting/periods/new', ready: 'New accounting period' },
  { name: 'journal-template-create', path: '/accounting/journal-templates/new', ready: 'New journal template' },
  { name: 'journal-template-authorize', path: '/accounting/journal-templates/:template/authorize', ready: 'Authorize and copy' },
  { name: 'journal-entry-create', path: '/accounting/journal-entries/new', ready: 'New journal entry' },
  { name: 'journal-entry-reverse', path: '/accounting/journal-entries/:journalEntry/reverse', ready: 'Reverse this entry?' },
  { name: 'exchange-revaluation-create', path: '/accounting/exchange-revaluations/new', ready: 'Revalue foreign currencies' },
  { name: 'payment-create', path: '/accounting/payments/new', ready: 'New payment' },
  { name: 'payment-create-pay', path: '/accounting/payments/new?type=PAY', ready: 'New payment' },
  { name: 'payment-create-for-customer', path: '/accounting/payments/new?type=RECEIVE&party=:customer', ready: 'New payment' },
  { name: 'payment-cancel', path: '/accounting/payments/:payment/cancel', ready: (r) => `Cancel ${r.paymentNumber}?` },
] satisfies Target[]).map((t) => ({ ...t, dialog: true }));

/** The dialogs a page opens itself (confirmations, the palette), by the source file that opens them. */
const pageDialogs: { source: string; name: string; open: (page: Page, r: Records) => Promise<string> }[] = [
  {
    source: 'components/form/Form.tsx', name: 'form-leave',
    open: async (page) => {
      await page.goto('/sales/customers/new');
      const form = page.getByRole('dialog', { name: 'New customer' });
      await form.getByRole('textbox', { name: 'Name' }).fill('Left unsaved');
      await form.getByRole('button', { name: 'Cancel' }).click();
      return 'Leave without saving?';
    },
  },
  {
    source: 'components/pdf/DocumentPdfButtons.tsx', name: 'invoice-pdf-preview',
    open: async (page, r) => {
      await page.goto(`/sales/invoices/${r.invoice}`);
      await page.getByRole('button', { name: 'Preview PDF' }).click();
      return `PDF of ${r.invoiceNumber}`;
    },
  },
  {
    source: 'features/sales-orders/SalesOrderDetailPage.tsx', name: 'sales-order-submit',
    open: async (page, r) => {
      await page.goto(`/sales/orders/${r.draftOrder}`);
      await page.getByRole('button', { name: 'Submit for approval → Pending approval' }).click();
      return `Submit ${r.draftOrderNumber} for approval?`;
    },
  },
  {
    source: 'features/orders/OrderDetailParts.tsx', name: 'purchase-order-close',
    open: async (page, r) => {
      await page.goto(`/purchasing/orders/${r.purchaseOrder}`);
      await page.getByRole('button', { name: 'Close order' }).click();
      return `Close order ${r.purchaseOrderNumber}?`;
    },
  },
  {
    source: 'features/periods/PeriodListPage.tsx', name: 'period-close',
    open: async (page, r) => {
      await page.goto('/accounting/periods');
      await page.getByRole('button', { name: `Close ${r.periodName}` }).click();
      return `Close ${r.periodName}?`;
    },
  },
  {
    source: 'features/periods/MonthlyPeriodsDialog.tsx', name: 'fiscal-year-monthly-periods',
    open: async (page, r) => {
      await page.goto('/accounting/fiscal-years');
      await page.getByRole('button', { name: `Create the monthly periods of ${r.fiscalYearName}` }).click();
      return `Monthly periods of ${r.fiscalYearName}`;
    },
  },
  {
    source: 'features/api-keys/ApiKeyListPage.tsx', name: 'api-key-revoke',
    open: async (page) => {
      await page.goto('/settings/api-keys');
      const revoke = page.getByRole('button', { name: /^Revoke / }).first();
      const name = ((await revoke.getAttribute('aria-label')) ?? '').replace(/^Revoke /, '');
      await revoke.click();
      return `Revoke "${name}"?`;
    },
  },
  {
    source: 'features/imports/ProblemGrid.tsx', name: 'import-replace',
    open: async (page) => {
      await chooseImportFile(page, `axe-replace-${Math.random().toString(36).slice(2, 7)}.csv`, itemFile('REPLACE', true));
      await page.getByRole('button', { name: 'Next: columns' }).click();
      await page.getByRole('button', { name: 'Check the file' }).click();
      await expect(page.getByText('Nothing was imported: fix these rows')).toBeVisible();
      await page.getByRole('button', { name: /^Replace in / }).first().click();
      return '';
    },
  },
  {
    source: 'app/layout/CommandPalette.tsx', name: 'command-palette',
    open: async (page) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
      await page.getByRole('button', { name: 'Open command palette' }).first().click();
      const search = page.getByRole('textbox', { name: 'Search pages and records' });
      await search.fill('Pay');
      await expect(page.getByRole('button', { name: /Pay a supplier/ })).toBeVisible();
      return '';
    },
  },
];

/**
 * The dialogs of the sources: every dialog route the features declare (`resourceRoutes`'s
 * `create` as `new`, its `recordDialogs` as `:id/<key>`), and per source file how many dialogs a
 * page opens itself (`openConfirmModal({`, `<Modal`, `<Drawer`, `<Spotlight`).
 */
function dialogsInSources() {
  const web = path.join(process.cwd(), 'src/web');
  const routes: string[] = [];
  const featuresDir = path.join(web, 'features');
  for (const feature of fs.readdirSync(featuresDir)) {
    const index = path.join(featuresDir, feature, 'index.ts');
    if (!fs.existsSync(index)) continue;
    const text = fs.readFileSync(index, 'utf8');
    for (const call of text.matchAll(/resourceRoutes\(\s*'([^']+)'/g)) {
      const options = enclosed(text, text.indexOf('{', call.index));
      if (/(^|[{,\s])create\s*:/.test(topLevel(options))) routes.push(`/${call[1]}/new`);
      const dialogsAt = options.search(/recordDialogs\s*:/);
      if (dialogsAt >= 0) {
        const keys = topLevel(enclosed(options, options.indexOf('{', dialogsAt))).matchAll(/(?:^|,)\s*'?([\w-]+)'?\s*:/g);
        for (const [, key] of keys) routes.push(`/${call[1]}/:id/${key}`);
      }
    }
    // routes written out by hand: a child whose element is a dialog (`...Modal`) over its parent
    for (const parent of text.matchAll(/path:\s*'([^']+)'[^[\]]*?children:\s*\[/g)) {
      const children = enclosed(text, parent.index + parent[0].length - 1);
      for (const [, child] of children.matchAll(/path:\s*'([^']+)'[^}]*import\('\.\/\w+Modal'\)/g)) routes.push(`/${parent[1]}/${child}`.replace(/:\w+/g, ':id'));
    }
  }
  const opened: Record<string, number> = {};
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/RouteModal\.tsx$/.test(entry.name)) {
        const count = (fs.readFileSync(file, 'utf8').match(/openConfirmModal\(\{|<Modal\b|<Drawer\b|<Spotlight\b/g) ?? []).length;
        if (count > 0) opened[path.relative(web, file).split(path.sep).join('/')] = count;
      }
    }
  };
  walk(web);
  return { routes: routes.sort(), opened };
}

/** The text between the bracket at `open` and its match. */
function enclosed(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if ('({['.includes(text[i]!)) depth++;
    else if (')}]'.includes(text[i]!) && --depth === 0) return text.slice(open + 1, i);
  }
  throw new Error(`unbalanced brackets after ${open}`);
}

/** The text without what nested brackets enclose: an object literal's own keys. */
function topLevel(text: string): string {
  let depth = 0;
  let kept = '';
  for (const c of text) {
    if ('({['.includes(c)) depth++;
    if (depth === 0) kept += c;
    if (')}]'.includes(c)) depth--;
  }
  return kept;
}

const routeOf = (target: Target) => target.path.split('?')[0]!.replace(/:\w+/g, ':id');

test('every dialog in the sources is opened by this suite', () => {
  const { routes, opened } = dialogsInSources();
  expect(routes.length).toBeGreaterThan(30);
  expect(routes, 'a dialog route of a feature that no line of dialogRoutes opens').toEqual([...new Set(dialogRoutes.map(routeOf))].sort());
  const listed: Record<string, number> = {};
  for (const d of pageDialogs) listed[d.source] = (listed[d.source] ?? 0) + 1;
  expect(listed, 'a dialog a page opens itself (by source file and count) that no line of pageDialogs opens').toEqual(opened);
});

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
  const found = links.map(({ path: to, label }) => ({ name: to === '/' ? 'dashboard' : to.slice(1).replaceAll('/', '-'), path: to, ready: label }));
  expect(found.length).toBeGreaterThan(20);
  expect(found.map((t) => t.path)).toEqual(expect.arrayContaining(['/', '/sales/invoices', '/accounting/payments', '/settings/imports']));
  return found;
}

/** Each target checked in turn: the first loaded afresh, the others opened in the console as loaded (`openInApp`). */
async function checkPages(page: Page, targets: Target[], suffix: string, r: Records = {}, { dark = true } = {}) {
  for (const [i, target] of targets.entries()) {
    const to = fill(target.path, r);
    if (i === 0) await page.goto(to);
    else await openInApp(page, to);
    const name = typeof target.ready === 'function' ? target.ready(r) : target.ready;
    const ready = target.dialog ? page.getByRole('dialog', { name }) : page.getByRole('heading', { name, exact: true });
    await expect(ready).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    if (target.name === 'sales-order-pdf') await expect(ready.getByRole('alert').or(ready.getByTestId('pdf-preview'))).toBeVisible();
    await check(page, `${target.name}-${suffix}`, { dark });
  }
}

/** The records, made once (again after a failure restarts the worker). */
let made: Records | undefined;
async function recordsFor(page: Page) {
  const session = await signIn(page.request);
  made ??= await makeRecords(page.request, session.accessToken, Math.random().toString(36).slice(2, 7));
  return made;
}

/** An item file of three rows; with `wrong`, the second has a valuation method the service refuses. */
const itemFile = (tag: string, wrong: boolean) =>
  ['Item Code;Name;Item Group;UOM;Valuation Method;Maintain Stock;Allow Negative Stock', `AXE-IMP-${tag}-1;Bolt;Axe;each;FIFO;true;false`, `AXE-IMP-${tag}-2;Nut;Axe;each;${wrong ? 'WRONG' : 'FIFO'};true;false`].join('\r\n');

async function chooseImportFile(page: Page, name: string, content: string) {
  await page.goto('/settings/imports/new');
  await expect(page.getByRole('heading', { name: 'New import' })).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel('CSV file').click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
  await expect(page.getByTestId('file-facts')).toContainText(name);
}

test.describe('light and dark themes', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('bos.color-scheme', 'light'));
  });

  test('sign-in, first-run and not-found pages', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in to Business Ops' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await check(page, `login`);
    // the first-run page, as it shows while nobody has signed up (the service's answer stood in for)
    await page.route('**/api/v1/auth/setup', (route) => (route.request().method() === 'GET' ? route.fulfill({ json: { setupRequired: true } }) : route.continue()));
    await page.goto('/setup');
    await expect(page.getByRole('heading', { name: 'Welcome to Business Ops' })).toBeVisible();
    await page.getByRole('button', { name: 'Create and sign in' }).click(); // with its field errors
    await expect(page.getByText('is required').first()).toBeVisible();
    await check(page, `setup`);
    await page.unroute('**/api/v1/auth/setup');
    await signIn(page.request);
    await checkPages(page, [{ name: 'not-found', path: '/nowhere', ready: 'Page not found' }], 'wide');
  });

  test('pages of the navigation', async ({ page }) => {
    test.setTimeout(300_000); // some thirty pages, each checked and photographed
    await recordsFor(page); // lists with rows (badges, amounts), not only empty states
    await checkPages(page, await navigationPages(page), 'wide');
  });

  test('record pages', async ({ page }) => {
    test.setTimeout(240_000);
    await checkPages(page, recordPages, 'wide', await recordsFor(page));
  });

  // some forty dialogs, in two tests so that each stays well within its time on a busy machine
  const overRecords = (t: Target) => routeOf(t).includes(':id');
  test('dialog routes over a list', async ({ page }) => {
    test.setTimeout(300_000);
    await checkPages(page, dialogRoutes.filter((t) => !overRecords(t)), 'wide', await recordsFor(page));
  });

  test('dialog routes over a record', async ({ page }) => {
    test.setTimeout(300_000);
    await checkPages(page, dialogRoutes.filter(overRecords), 'wide', await recordsFor(page));
  });

  test('dialogs a page opens, and a new API key shown once', async ({ page }) => {
    test.setTimeout(240_000);
    const r = await recordsFor(page);
    // the new key, with "Copy the key now" (and a key for the revoke confirmation below)
    await page.goto('/settings/api-keys/new');
    const form = page.getByRole('dialog', { name: 'New API key' });
    await form.getByRole('textbox', { name: 'Name' }).fill(`Axe key ${Date.now()}`);
    await form.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByRole('dialog', { name: 'Your new API key' });
    await expect(shown.getByText('Copy the key now')).toBeVisible();
    await check(page, `api-key-shown`);
    for (const dialog of pageDialogs) {
      const title = await dialog.open(page, r);
      await expect(title ? page.getByRole('dialog', { name: title }) : page.getByRole('dialog').last()).toBeVisible();
      await check(page, `${dialog.name}`);
    }
  });

  test('the import wizard, step by step', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page.request);
    const tag = `axe-${Math.random().toString(36).slice(2, 7)}`.toUpperCase();
    await chooseImportFile(page, `axe-wrong-${tag}.csv`, itemFile(tag, true));
    await check(page, `import-file`);
    await page.getByRole('button', { name: 'Next: columns' }).click();
    await expect(page.getByRole('table', { name: 'Columns of the file' })).toBeVisible();
    await check(page, `import-columns`);
    await page.getByRole('button', { name: 'Check the file' }).click();
    await expect(page.getByText('Nothing was imported: fix these rows')).toBeVisible();
    await check(page, `import-problems`);

    await chooseImportFile(page, `axe-${tag}.csv`, itemFile(tag, false));
    await page.getByRole('button', { name: 'Next: columns' }).click();
    await page.getByRole('button', { name: 'Check the file' }).click();
    await expect(page.getByTestId('check-ready')).toBeVisible();
    await check(page, `import-ready`);
    await page.getByRole('button', { name: /^Import \d+ rows$/ }).click();
    await expect(page.getByTestId('import-summary')).toBeVisible();
    await check(page, `import-summary`);
  });
});

test.describe('390 px wide, light theme', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('bos.color-scheme', 'light'));
  });

  test('pages of the navigation', async ({ page }) => {
    test.setTimeout(300_000);
    await recordsFor(page);
    const pages = await navigationPages(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await checkPages(page, pages, 'phone', {}, { dark: false });
  });

  test('record pages', async ({ page }) => {
    test.setTimeout(240_000);
    const r = await recordsFor(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await checkPages(page, recordPages, 'phone', r, { dark: false });
  });
});
