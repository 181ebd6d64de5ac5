import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect, expectAccessible, screenshot, signIn } from './fixtures';

/** The two screens the console was tried on: a phone and a laptop. */
const screens = [
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
  { name: 'desktop', viewport: { width: 1440, height: 900 }, phone: false },
] as const;

/** The page never scrolls sideways: nothing is wider than the window. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth, 'the document is wider than the window').toBeLessThanOrEqual(clientWidth);
}

/** Wholly on screen sideways: neither past the window's edge nor scrolled away inside a frame. */
async function expectOnScreen(page: Page, what: string, target: Locator) {
  await expect(target, what).toBeVisible();
  const box = (await target.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x, `${what} starts left of the window`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends past the window's right edge`).toBeLessThanOrEqual(width);
}

async function apiCall(request: APIRequestContext, accessToken: string, method: 'get' | 'post' | 'put', url: string, data?: object) {
  const response = await request[method](`/api/v1${url}`, { headers: { Authorization: `Bearer ${accessToken}` }, data });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

for (const screen of screens) {
  test.describe(`at ${screen.viewport.width}x${screen.viewport.height}`, () => {
    test.use({ viewport: screen.viewport });

    test('the shell: skip link first, header fits, navigation with Settings in view, sign-out reachable', async ({ page, signedIn }) => {
      void signedIn;
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

      // the first Tab offers to skip to the content
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.locator('#main-content')).toBeFocused();

      // the header: search, company, theme and the account menu, all on screen
      for (const control of [page.getByRole('button', { name: 'Open command palette' }), page.getByRole('combobox', { name: 'Company' }), page.getByRole('button', { name: /Switch to (dark|light) theme/ }), page.getByRole('button', { name: 'Account', exact: true })]) {
        await expect(control).toBeVisible();
        await expect(control).toBeInViewport({ ratio: 1 });
      }
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, `shell-${screen.name}`);
      await screenshot(page, `shell-${screen.name}`);

      // the navigation: built pages in areas that fold (the current page's open), every area in view, nothing left under Coming
      if (screen.phone) await page.getByRole('button', { name: 'Toggle navigation' }).click();
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeInViewport();
      for (const area of ['Sales', 'Purchasing', 'Inventory', 'Accounting', 'Settings']) await expect(nav.getByRole('button', { name: area, exact: true })).toBeInViewport();
      await nav.getByRole('button', { name: 'Settings', exact: true }).click();
      await expect(nav.getByRole('link', { name: 'Companies' })).toBeInViewport();
      await expect(nav.getByRole('link', { name: 'Imports' })).toBeInViewport();
      // every planned page is built: no Coming group
      await expect(nav.getByRole('button', { name: /^Coming/ })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await screenshot(page, `navigation-${screen.name}`);
      await nav.getByRole('link', { name: 'Companies' }).click();
      await expect(page.getByRole('heading', { name: 'Companies' })).toBeVisible();
      if (screen.phone) await expect(nav).not.toBeInViewport(); // choosing a page closes the drawer

      await page.getByRole('button', { name: 'Account', exact: true }).click();
      await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeInViewport();
      await page.keyboard.press('Escape');
    });

    test('a list: rows fit the screen (cards on a phone, the key figure first), no sideways scroll', async ({ page }) => {
      const session = await signIn(page.request);
      const reference = `Responsive rent ${screen.name} ${Date.now()}`;
      await apiCall(page.request, session.accessToken, 'post', '/journal-templates', { type: 'EXPENSE', postingDate: '2026-01-15T00:00:00Z', reference, amount: 1234.5 });
      await page.goto(`/accounting/journal-templates?reference=${encodeURIComponent(reference)}`);
      await expect(page.getByRole('heading', { name: 'Journal templates' })).toBeVisible();
      await expect(page.getByText('1 in all')).toBeVisible();
      if (screen.phone) {
        const cards = page.getByRole('list', { name: 'Journal templates of the current company' });
        const card = cards.getByRole('listitem').filter({ hasText: reference });
        await expect(card).toContainText('$1,234.50');
        await expect(card.getByRole('link', { name: new RegExp(reference) })).toBeVisible();
        await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
      } else {
        await expect(page.getByRole('row', { name: new RegExp(reference) })).toContainText('$1,234.50');
      }
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, `list-${screen.name}`);
      await screenshot(page, `list-${screen.name}`);

      // the chart of accounts (a tree table) keeps the page from scrolling sideways too
      await page.goto('/accounting/accounts');
      await expect(page.getByRole('link', { name: '10100' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await screenshot(page, `accounts-${screen.name}`);
    });

    test('inventory and purchasing: the item and supplier lists and forms fit the screen', async ({ page }) => {
      const session = await signIn(page.request);
      const stamp = `${screen.name}-${Date.now()}`;
      await apiCall(page.request, session.accessToken, 'post', '/items', {
        itemCode: `RSP-${stamp}`, name: `Responsive widget ${stamp}`, itemGroup: 'Widgets', uom: 'Nos',
        valuationMethod: 'FIFO', maintainStock: true, allowNegativeStock: false, companyIdString: session.user.defaultCompanyId,
      });
      await apiCall(page.request, session.accessToken, 'post', '/suppliers', { name: `Responsive supplier ${stamp}`, email: 'orders@example.com' });
      for (const [path, heading, text, dialog] of [
        [`/inventory/items?name=${encodeURIComponent(stamp)}`, 'Items', `Responsive widget ${stamp}`, '/inventory/items/new'],
        [`/purchasing/suppliers?search=${encodeURIComponent(stamp)}`, 'Suppliers', `Responsive supplier ${stamp}`, '/purchasing/suppliers/new'],
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
        await expect(page.getByText(text).first()).toBeVisible();
        await expectNoSidewaysScroll(page);
        await screenshot(page, `${heading.toLowerCase()}-${screen.name}`);
        await page.goto(dialog);
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoSidewaysScroll(page);
        await screenshot(page, `${heading.toLowerCase()}-form-${screen.name}`);
      }
    });

    test('payments and aging: the payments list, a payment, the payment form with a preview, the aging and the dashboard fit the screen', async ({ page }) => {
      const session = await signIn(page.request);
      const call = (method: 'get' | 'post', url: string, data?: object) => apiCall(page.request, session.accessToken, method, url, data);
      const stamp = `${screen.name}-${Date.now()}`;
      const companyIdString = session.user.defaultCompanyId;
      const customer = await call('post', '/customers', { name: `Responsive payer ${stamp}` });
      await call('post', '/items', { itemCode: `RSPAY-${stamp}`, name: 'Responsive service', itemGroup: 'Services', uom: 'hour', valuationMethod: 'FIFO', maintainStock: false, allowNegativeStock: false, companyIdString });
      await call('post', '/invoices', { companyIdString, customerIdString: customer.id, currencyCodeString: 'USD', postingDate: '2026-02-02', dueDate: '2026-02-10', return: false, items: [{ itemCode: `RSPAY-${stamp}`, qty: 3, unitPrice: 10, amount: 30 }] });
      const payment = await call('post', '/payments', {
        paymentMethodLabel: 'BANK', transactionNetAmount: 9.5, transactionCharge: 0.5, transactionGatewayCharge: 0, transactionMerchantCommission: 0, transactionTax: 0, transactionTotalAmount: 10,
        reference: `Responsive ${stamp}`, postingDate: '2026-02-20', transactionCurrency: 'USD', partyType: 'CUSTOMER', partyIdString: customer.id, paymentType: 'RECEIVE', companyIdString, isGlOnly: false,
      });
      for (const [path, ready] of [
        [`/accounting/payments?search=${encodeURIComponent(stamp)}`, page.getByText(payment.number).first()],
        [`/accounting/payments/${payment.id}`, page.getByTestId('payment-allocations')],
        [`/accounting/payments/new?type=RECEIVE&party=${customer.id}`, page.getByTestId('allocation-preview')],
        [`/accounting/receivables-aging?open=${customer.id}`, page.getByTestId(`aging-documents-${customer.name}`)],
        ['/', page.getByTestId('chart-sales')],
      ] as const) {
        await page.goto(path);
        await expect(ready).toBeVisible();
        await expectNoSidewaysScroll(page);
        await screenshot(page, `payments-${path.split('?')[0]!.replaceAll('/', '-')}-${screen.name}`);
      }
      await expectAccessible(page, `dashboard-${screen.name}`);
    });

    test('every figure on screen: the trial balance, an invoice\'s payments and entry, a customer\'s orders and invoices (cards on a phone)', async ({ page }) => {
      const session = await signIn(page.request);
      const call = (method: 'get' | 'post', url: string, data?: object) => apiCall(page.request, session.accessToken, method, url, data);
      const stamp = `${screen.name}-${Date.now()}`;
      const companyIdString = session.user.defaultCompanyId;
      const customer = await call('post', '/customers', { name: `Figures ${stamp}` });
      await call('post', '/items', { itemCode: `RSFIG-${stamp}`, name: 'Figures service', itemGroup: 'Services', uom: 'hour', valuationMethod: 'FIFO', maintainStock: false, allowNegativeStock: false, companyIdString });
      const line = { itemCode: `RSFIG-${stamp}`, qty: 3, unitPrice: 4115.7, amount: 12347.1 };
      const invoice = await call('post', '/invoices', { companyIdString, customerIdString: customer.id, currencyCodeString: 'USD', postingDate: '2026-02-02', dueDate: '2026-02-10', return: false, items: [line] });
      await call('post', '/sales-orders', { customerIdString: customer.id, currencyCodeString: 'USD', orderDate: '2026-02-01', items: [{ itemCode: line.itemCode, qty: 3, unitPrice: 4115.7 }] });
      await call('post', '/payments', {
        paymentMethodLabel: 'BANK', transactionNetAmount: 12347.1, transactionCharge: 0, transactionGatewayCharge: 0, transactionMerchantCommission: 0, transactionTax: 0, transactionTotalAmount: 12347.1,
        reference: `Figures ${stamp}`, postingDate: '2026-02-20', transactionCurrency: 'USD', partyType: 'CUSTOMER', partyIdString: customer.id, paymentType: 'RECEIVE', companyIdString, isGlOnly: false,
      });
      for (const [path, tables] of [
        ['/accounting/trial-balance?fromDate=2026-01-01&toDate=2026-12-31', [page.getByRole('table', { name: /^Trial balance/ })]],
        [`/sales/invoices/${invoice.id}`, [page.getByTestId('document-payments'), page.getByTestId('invoice-journal-entry')]],
        [`/sales/customers/${customer.id}`, [page.getByTestId('customer-sales-orders'), page.getByTestId('customer-invoices')]],
      ] as const) {
        await page.goto(path);
        for (const table of tables) {
          await expect(table.getByRole('cell').first()).toBeVisible();
          for (const cell of await table.getByRole('cell').all()) {
            if ((await cell.innerText()).trim()) await expectOnScreen(page, `${path}: ${await cell.innerText()}`, cell);
          }
        }
        await expectNoSidewaysScroll(page);
      }
    });

    test('stock: the stock entries list, an entry, its form and an item with movements fit the screen', async ({ page }) => {
      const session = await signIn(page.request);
      const stamp = `${screen.name}-${Date.now()}`;
      const item = await apiCall(page.request, session.accessToken, 'post', '/items', {
        itemCode: `RSP-STK-${stamp}`, name: `Responsive stock ${stamp}`, itemGroup: 'Widgets', uom: 'each',
        valuationMethod: 'FIFO', maintainStock: true, allowNegativeStock: false, companyIdString: session.user.defaultCompanyId,
      });
      const entry = await apiCall(page.request, session.accessToken, 'post', '/stock-entries', { entryType: 'RECEIPT', postingDate: '2026-03-10', items: [{ itemCode: item.itemCode, qty: 1234.5, rate: 12345.67 }] });
      for (const [path, ready] of [
        ['/inventory/stock-entries', page.getByRole('heading', { name: 'Stock entries', exact: true })],
        [`/inventory/stock-entries/${entry.id}`, page.getByRole('heading', { name: `Stock entry ${entry.number}` })],
        ['/inventory/stock-entries/new', page.getByRole('dialog', { name: 'New stock entry' })],
        [`/inventory/items/${item.id}`, page.getByRole('heading', { name: 'Stock movements' })],
      ] as const) {
        await page.goto(path);
        await expect(ready).toBeVisible();
        await expect(page.getByText('Loading…')).toHaveCount(0);
        await expectNoSidewaysScroll(page);
        await screenshot(page, `stock-${path.split('/').slice(2, 4).join('-') || 'list'}-${screen.name}`);
      }
    });

    test('order lines: the new order, the order pages, the invoice form and the invoice show item, quantity, price and amount on screen (cards on a phone)', async ({ page }) => {
      test.setTimeout(120_000);
      const session = await signIn(page.request);
      const call = (method: 'get' | 'post' | 'put', url: string, data?: object) => apiCall(page.request, session.accessToken, method, url, data);
      const stamp = `${screen.name}-${Date.now()}`;
      const companyIdString = session.user.defaultCompanyId;
      const code = `RSPL-${stamp}`;
      const item = await call('post', '/items', { itemCode: code, name: 'Responsive lamp', itemGroup: 'Widgets', uom: 'each', valuationMethod: 'FIFO', maintainStock: true, allowNegativeStock: false, companyIdString });
      await call('post', '/item-prices', { currency: 'USD', price: '12.50', itemIdString: item.id });
      await call('post', '/stock-entries', { companyIdString, entryType: 'RECEIPT', postingDate: '2026-03-01', items: [{ itemCode: code, qty: 10, rate: 4 }] });
      const customer = await call('post', '/customers', { name: `Responsive buyer ${stamp}` });
      const supplier = await call('post', '/suppliers', { name: `Responsive seller ${stamp}` });
      const width = screen.viewport.width;
      const onScreen = (what: string, target: Locator) => expectOnScreen(page, what, target);
      const fits = async (what: string) => {
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what}: the document is wider than the window`).toBeLessThanOrEqual(width);
        await expectNoSidewaysScroll(page);
      };

      // the new sales order: a line's item, quantity, price, amount and remove button, and the total
      await page.goto('/sales/orders/new');
      let dialog = page.getByRole('dialog', { name: 'New sales order' });
      await dialog.getByRole('combobox', { name: 'Item, line 1' }).fill(code);
      await page.getByRole('option', { name: `${code} · Responsive lamp` }).click();
      await expect(dialog.getByRole('textbox', { name: 'Unit price, line 1' })).toHaveValue('12.50');
      await dialog.getByRole('textbox', { name: 'Quantity, line 1' }).fill('3');
      await dialog.getByRole('button', { name: 'Add line' }).click();
      await expect(dialog.getByTestId('order-line-amount-0')).toHaveText('$37.50');
      for (const [what, target] of [
        ['item', dialog.getByRole('combobox', { name: 'Item, line 1' })], ['quantity', dialog.getByRole('textbox', { name: 'Quantity, line 1' })],
        ['price', dialog.getByRole('textbox', { name: 'Unit price, line 1' })], ['amount', dialog.getByTestId('order-line-amount-0')],
        ['remove', dialog.getByRole('button', { name: 'Remove line 1' })], ['line 2 price', dialog.getByRole('textbox', { name: 'Unit price, line 2' })],
        ['total', dialog.getByTestId('order-total')],
      ] as const) await onScreen(`the new order's ${what}`, target);
      // a phone shows each line as a card (no column headers); a laptop keeps the table
      if (screen.phone) await expect(dialog.getByRole('columnheader', { name: 'Amount' })).toBeHidden();
      else await expect(dialog.getByRole('columnheader', { name: 'Amount' })).toBeVisible();
      await fits('the new sales order');
      await dialog.getByRole('heading', { name: 'New sales order' }).click(); // the new line's item search closes
      await expectAccessible(page, `order-lines-form-${screen.name}`);
      await screenshot(page, `order-lines-form-${screen.name}`);

      // the sales order's page: quantity, price, amount, delivered and billed of each line
      const order = await call('post', '/sales-orders', { customerIdString: customer.id, currencyCodeString: 'USD', orderDate: '2026-03-02', items: [{ itemCode: code, qty: 2, unitPrice: 12.5 }] });
      await call('put', `/sales-orders/update-workflow/${order.id}`);
      await call('put', `/sales-orders/update-workflow/${order.id}`);
      await call('post', `/sales-orders/${order.id}/deliveries`, { postingDate: '2026-03-03', items: [{ itemCode: code, qty: 1 }] });
      await page.goto(`/sales/orders/${order.id}`);
      const lines = page.getByTestId('order-lines');
      await expect(page.getByTestId('delivered-1')).toHaveText('1');
      for (const [what, target] of [
        ['item', lines.getByRole('link', { name: code })], ['price', lines.getByText('$12.50')], ['amount', lines.getByText('$25.00').first()],
        ['delivered', page.getByTestId('delivered-1')], ['billed', page.getByTestId('billed-1')], ['total', page.getByTestId('order-detail-total')],
      ] as const) await onScreen(`the sales order's ${what}`, target);
      await fits('the sales order');
      await expectAccessible(page, `order-lines-page-${screen.name}`);
      await screenshot(page, `order-lines-page-${screen.name}`);

      // the purchase order's page: rate, amount, received
      const purchase = await call('post', '/purchase-orders', { supplierIdString: supplier.id, currencyCodeString: 'USD', orderDate: '2026-03-02', items: [{ itemCode: code, qty: 4, rate: 0.1 }] });
      await page.goto(`/purchasing/orders/${purchase.id}`);
      const purchaseLines = page.getByTestId('order-lines');
      for (const [what, target] of [
        ['item', purchaseLines.getByRole('link', { name: code })], ['rate', purchaseLines.getByText('$0.10')], ['amount', purchaseLines.getByText('$0.40').first()],
        ['received', page.getByTestId('received-1')], ['billed', page.getByTestId('billed-1')],
      ] as const) await onScreen(`the purchase order's ${what}`, target);
      await fits('the purchase order');

      // the invoice form
      await page.goto('/sales/invoices/new');
      dialog = page.getByRole('dialog', { name: 'New invoice' });
      await dialog.getByRole('combobox', { name: 'Item, line 1' }).fill(code);
      await page.getByRole('option', { name: `${code} · Responsive lamp` }).click();
      await expect(dialog.getByRole('textbox', { name: 'Unit price, line 1' })).toHaveValue('12.50');
      await dialog.getByRole('textbox', { name: 'Quantity, line 1' }).fill('2');
      await dialog.getByRole('button', { name: 'Add charge' }).click();
      await expect(dialog.getByTestId('invoice-line-amount-0')).toHaveText('$25.00');
      for (const [what, target] of [
        ['item', dialog.getByRole('combobox', { name: 'Item, line 1' })], ['quantity', dialog.getByRole('textbox', { name: 'Quantity, line 1' })],
        ['price', dialog.getByRole('textbox', { name: 'Unit price, line 1' })], ['amount', dialog.getByTestId('invoice-line-amount-0')],
        ['charge amount', dialog.getByRole('textbox', { name: 'Amount, charge 1' })], ['remove charge', dialog.getByRole('button', { name: 'Remove charge 1' })],
      ] as const) await onScreen(`the invoice form's ${what}`, target);
      await fits('the invoice form');
      await screenshot(page, `order-lines-invoice-form-${screen.name}`);

      // a posted invoice's lines
      const invoice = await call('post', '/invoices', { companyIdString, customerIdString: customer.id, currencyCodeString: 'USD', postingDate: '2026-03-04', return: false, items: [{ itemCode: code, qty: 2, unitPrice: 12.5, amount: 25 }] });
      await page.goto(`/sales/invoices/${invoice.id}`);
      const invoiceLines = page.getByTestId('invoice-lines');
      for (const [what, target] of [
        ['item', invoiceLines.getByRole('link', { name: code })], ['price', invoiceLines.getByText('$12.50')], ['total', page.getByTestId('invoice-detail-total')],
      ] as const) await onScreen(`the invoice's ${what}`, target);
      await fits('the invoice');
    });

    test('document dialogs: Deliver goods, Receive goods and Create bill show every line\'s item and quantity on screen (cards on a phone)', async ({ page }) => {
      test.setTimeout(120_000);
      const session = await signIn(page.request);
      const call = (method: 'get' | 'post' | 'put', url: string, data?: object) => apiCall(page.request, session.accessToken, method, url, data);
      const stamp = `${screen.name}-${Date.now()}`;
      const companyIdString = session.user.defaultCompanyId;
      // codes as long as real ones get (nowhere to break them) and names that wrap
      const lines = [{ code: `RSPD-FLOORLAMP-${stamp}`, name: 'Floor lamp, brushed steel, 160 cm' }, { code: `RSPD-SHADE-${stamp}`, name: 'Linen lamp shade' }];
      for (const line of lines) await call('post', '/items', { itemCode: line.code, name: line.name, itemGroup: 'Widgets', uom: 'each', valuationMethod: 'FIFO', maintainStock: true, allowNegativeStock: false, companyIdString });
      await call('post', '/stock-entries', { companyIdString, entryType: 'RECEIPT', postingDate: '2026-03-01', items: lines.map((l) => ({ itemCode: l.code, qty: 10, rate: 4 })) });
      const customer = await call('post', '/customers', { name: `Responsive deliveree ${stamp}` });
      const supplier = await call('post', '/suppliers', { name: `Responsive shipper ${stamp}` });
      const order = await call('post', '/sales-orders', { customerIdString: customer.id, currencyCodeString: 'USD', orderDate: '2026-03-02', items: lines.map((l) => ({ itemCode: l.code, qty: 2, unitPrice: 12.5 })) });
      await call('put', `/sales-orders/update-workflow/${order.id}`);
      await call('put', `/sales-orders/update-workflow/${order.id}`);
      const purchase = await call('post', '/purchase-orders', { supplierIdString: supplier.id, currencyCodeString: 'USD', orderDate: '2026-03-02', items: lines.map((l) => ({ itemCode: l.code, qty: 4, rate: 0.1 })) });
      await call('post', `/purchase-orders/${purchase.id}/submit`);

      const check = async (path: string, title: string) => {
        await page.goto(path);
        const dialog = page.getByRole('dialog', { name: title });
        for (const line of lines) {
          await expectOnScreen(page, `${title}: the item ${line.code}`, dialog.getByText(`${line.code} · ${line.name}`));
          await expectOnScreen(page, `${title}: the quantity of ${line.code}`, dialog.getByRole('textbox', { name: `Quantity of ${line.code}` }));
          await expectOnScreen(page, `${title}: the remove button of ${line.code}`, dialog.getByRole('button', { name: `Remove ${line.code}` }));
        }
        // a phone shows each line as a card (no column headers); a laptop keeps the table
        if (screen.phone) await expect(dialog.getByRole('columnheader', { name: 'Quantity' })).toBeHidden();
        else await expect(dialog.getByRole('columnheader', { name: 'Quantity' })).toBeVisible();
        await expectNoSidewaysScroll(page);
        await screenshot(page, `document-dialog-${title.toLowerCase().replaceAll(' ', '-')}-${screen.name}`);
        return dialog;
      };
      await check(`/sales/orders/${order.id}/deliver`, 'Deliver goods');
      const receive = await check(`/purchasing/orders/${purchase.id}/receive`, 'Receive goods');
      await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)))); // the dialog's opening transition
      await expectAccessible(page, `receive-goods-${screen.name}`);
      // on a card too, what is typed stays: emptied, the proposed 4 is not refilled, so typing 3 gives 3
      const qty = receive.getByRole('textbox', { name: `Quantity of ${lines[0]!.code}` });
      await qty.click();
      await qty.press('ControlOrMeta+a');
      await qty.press('Backspace');
      await qty.pressSequentially('3');
      await receive.getByRole('textbox', { name: `Quantity of ${lines[1]!.code}` }).click();
      await expect(qty).toHaveValue('3');
      await receive.getByRole('button', { name: 'Receive goods' }).click();
      await expect(receive).toBeHidden();
      await check(`/purchasing/orders/${purchase.id}/bill`, 'Create bill');
    });

    test('a form: fits the screen, and the server refusing it shows in the dialog, at the field', async ({ page }) => {
      const session = await signIn(page.request);
      const name = `Responsive customer ${screen.name} ${Date.now()}`;
      await apiCall(page.request, session.accessToken, 'post', '/customers', { name });
      await page.goto('/sales/customers/new');
      const dialog = page.getByRole('dialog', { name: 'New customer' });
      await expect(dialog).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, `form-${screen.name}`);

      // a name taken already: the service's 409 at the Name field and in an alert inside the dialog
      await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
      await dialog.getByRole('button', { name: 'Create customer' }).click();
      const problem = dialog.getByRole('alert');
      await expect(problem).toContainText(`A customer named "${name}" exists already in this company.`);
      await expect(dialog.getByText('is taken by another customer of this company')).toBeVisible();
      await expect(page.locator('.mantine-Notification-root')).toHaveCount(0); // no toast for what the dialog shows
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, `form-error-${screen.name}`);
      await screenshot(page, `form-error-${screen.name}`);
    });
  });
}

test.describe('de-DE on a phone', () => {
  test.use({ locale: 'de-DE', viewport: { width: 390, height: 844 } });

  test('Receive goods: the lines are cards; a quantity typed the German way is kept, and more than is open is refused at that line\'s field', async ({ page }) => {
    const session = await signIn(page.request);
    const call = (method: 'get' | 'post', url: string, data?: object) => apiCall(page.request, session.accessToken, method, url, data);
    const stamp = `de-${Date.now()}`;
    const companyIdString = session.user.defaultCompanyId;
    const codes = [`RSPDE-SCHRAUBE-${stamp}`, `RSPDE-MUTTER-${stamp}`];
    for (const code of codes) await call('post', '/items', { itemCode: code, name: `Sechskant ${code}`, itemGroup: 'Widgets', uom: 'each', valuationMethod: 'FIFO', maintainStock: true, allowNegativeStock: false, companyIdString });
    const supplier = await call('post', '/suppliers', { name: `Lieferant ${stamp}` });
    const purchase = await call('post', '/purchase-orders', { supplierIdString: supplier.id, currencyCodeString: 'USD', orderDate: '2026-03-02', items: codes.map((itemCode) => ({ itemCode, qty: 1500, rate: 0.1 })) });
    await call('post', `/purchase-orders/${purchase.id}/submit`);

    await page.goto(`/purchasing/orders/${purchase.id}/receive`);
    const dialog = page.getByRole('dialog', { name: 'Receive goods' });
    const qty = dialog.getByRole('textbox', { name: `Quantity of ${codes[0]}` });
    await expect(qty).toHaveValue('1.500');
    await expect(dialog.getByRole('columnheader', { name: 'Quantity' })).toBeHidden();
    for (const code of codes) {
      await expectOnScreen(page, `the item ${code}`, dialog.getByText(`${code} · Sechskant ${code}`));
      await expectOnScreen(page, `the quantity of ${code}`, dialog.getByRole('textbox', { name: `Quantity of ${code}` }));
    }
    // more than is open: the service's refusal shows at the field of that line
    await qty.fill('1.500,5');
    await dialog.getByRole('button', { name: 'Receive goods' }).click();
    await expect(dialog).toContainText(`only 1500 of ${codes[0]} is still to receive`);
    await expect(qty).toHaveAttribute('aria-invalid', 'true');
    await expect(qty).toHaveValue('1.500,5'); // what was typed stays, not clamped to what is open
    await expectOnScreen(page, 'the refusal', dialog.getByText(`only 1500 of ${codes[0]} is still to receive`));
    // 2,5 is two and a half, read the German way
    await qty.fill('2,5');
    await dialog.getByRole('button', { name: 'Receive goods' }).click();
    await expect(dialog).toBeHidden();
    expect(await call('get', `/purchase-orders/${purchase.id}`)).toMatchObject({ items: [{ receivedQty: 2.5 }, { receivedQty: 1500 }] });
  });
});

test('the theme follows the operating system until the user picks one', async ({ page, signedIn }) => {
  void signedIn;
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');

  // a pick is remembered over the system's preference, until "Follow the system theme"
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Follow the system theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
});
