import type { Page } from '@playwright/test';
import { apiPost, test, expect, expectAccessible } from './fixtures';

/** A supplier and two items through the API, as an integrator would set them up. */
async function supplierAndItems(page: Page, accessToken: string) {
  const headers = { Authorization: `Bearer ${accessToken}` };
  const post = apiPost(page, headers);
  const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
  const supplier = await post('/suppliers', { name: `PO supplier ${tag}` });
  const companyIdString = supplier.companyIdString as string;
  const item = (code: string, name: string) =>
    post('/items', { itemCode: code, name, itemGroup: 'PO e2e', uom: 'each', valuationMethod: 'FIFO', maintainStock: true, allowNegativeStock: false, companyIdString });
  await item(`POBOLT-${tag}`, 'Hex bolt');
  await item(`PONUT-${tag}`, 'Hex nut');
  return { supplierName: supplier.name as string, supplierId: supplier.id as string, tag };
}

test('purchase orders: create one by typing, with live exact totals; submit it; find it in the table by status', async ({ page, signedIn }) => {
  test.setTimeout(150_000); // a long walk: form, detail, actions, table, supplier page, palette, four axe checks
  const { supplierName, supplierId, tag } = await supplierAndItems(page, signedIn.accessToken);

  await page.goto('/purchasing/orders');
  await expect(page.getByRole('heading', { name: 'Purchase orders' })).toBeVisible();
  await expectAccessible(page, 'purchase-order-list');
  await page.getByRole('link', { name: 'New purchase order' }).click();
  const dialog = page.getByRole('dialog', { name: 'New purchase order' });
  await expect(dialog.getByRole('combobox', { name: 'Supplier' })).toBeVisible();
  await expectAccessible(page, 'purchase-order-create');

  await dialog.getByRole('combobox', { name: 'Supplier' }).fill(supplierName);
  await page.getByRole('option', { name: supplierName }).click();

  // line 1: typed code, picked from what the search finds; 0.1 × 3 is 0.30 exactly (not 0.30000000000000004)
  await dialog.getByRole('combobox', { name: 'Item, line 1' }).fill(`POBOLT-${tag}`);
  await page.getByRole('option', { name: `POBOLT-${tag} · Hex bolt` }).click();
  await dialog.getByRole('textbox', { name: 'Quantity, line 1' }).fill('3');
  await dialog.getByRole('textbox', { name: 'Rate, line 1' }).fill('0.1');
  await expect(dialog.getByTestId('order-line-amount-0')).toHaveText('$0.30');

  // line 2: 1.5 × 0.05 = 0.075, rounded half-even to 0.08
  await dialog.getByRole('button', { name: 'Add line' }).click();
  await dialog.getByRole('combobox', { name: 'Item, line 2' }).fill(`PONUT-${tag}`);
  await page.getByRole('option', { name: `PONUT-${tag} · Hex nut` }).click();
  await dialog.getByRole('textbox', { name: 'Quantity, line 2' }).fill('1.5');
  await dialog.getByRole('textbox', { name: 'Rate, line 2' }).fill('0.05');
  await expect(dialog.getByTestId('order-line-amount-1')).toHaveText('$0.08');
  await expect(dialog.getByTestId('order-total')).toHaveText('$0.38');

  await dialog.getByRole('button', { name: 'Create purchase order' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`^PO-.+ · ${supplierName}$`) })).toBeVisible();
  const number = (await page.getByRole('heading', { level: 2 }).first().textContent())?.split(' · ')[0] ?? '';
  expect(number).toMatch(/^PO-[A-Z0-9]+-\d{6}$/);
  await expect(page.getByTestId('order-detail-total')).toHaveText('$0.38');
  await expect(page.getByTestId('order-history')).toContainText('Created as draft');
  await expectAccessible(page, 'purchase-order-detail');

  // a double click submits once: no second request refused as "Not changed"
  const submits: string[] = [];
  page.on('request', (r) => { if (r.method() === 'POST' && r.url().endsWith('/submit')) submits.push(r.url()); });
  await page.getByRole('button', { name: 'Submit' }).dblclick();
  await expect(page.getByTestId('order-history')).toContainText('Draft → To receive and bill');
  await expect(page.getByText('Not changed')).toHaveCount(0);
  expect(submits).toHaveLength(1);
  await expect(page.getByRole('button', { name: 'Put on hold' })).toBeVisible();

  // cancel asks first; keeping it changes nothing
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('dialog', { name: /Cancel order PO-/ });
  await expect(confirm).toBeVisible();
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)))); // the dialog's opening transition
  await expectAccessible(page, 'purchase-order-cancel');
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(page.getByTestId('order-history')).not.toContainText('Cancelled');

  await page.goto(`/purchasing/orders?status=TO_RECEIVE_AND_BILL&supplierIdString=${supplierId}`);
  await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText('$0.38');
  await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText(/to receive and bill/i);
  await page.goto(`/purchasing/orders?status=DRAFT&supplierIdString=${supplierId}`);
  await expect(page.getByText('No purchase orders match these filters.')).toBeVisible();

  // the supplier's page lists its orders
  await page.goto(`/purchasing/suppliers/${supplierId}`);
  await expect(page.getByTestId('supplier-activity').getByRole('link', { name: number })).toBeVisible();

  // the palette finds the order by its number
  await page.keyboard.press('Control+k');
  const search = page.getByRole('textbox', { name: 'Search pages' });
  await search.fill(number);
  await page.getByRole('button', { name: new RegExp(number) }).click();
  await expect(page.getByRole('heading', { name: `${number} · ${supplierName}` })).toBeVisible();

  // ... items by code (its start, any case) or name, and suppliers by name
  const findInPalette = async (typed: string, option: string, heading: string) => {
    await expect(search).toBeHidden(); // Ctrl+K toggles: pressed while the palette is still closing, it would close it
    await page.keyboard.press('Control+k');
    await page.getByRole('textbox', { name: 'Search pages' }).fill(typed);
    await page.getByRole('button', { name: new RegExp(`^${option}`) }).click();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  };
  await findInPalette(`pobolt-${tag.toLowerCase()}`, `POBOLT-${tag} · Hex bolt`, `POBOLT-${tag} · Hex bolt`);
  await findInPalette('hex nut', `PONUT-${tag} · Hex nut`, `PONUT-${tag} · Hex nut`);
  await findInPalette(supplierName, supplierName, supplierName);
});

test.describe('de-DE', () => {
  test.use({ locale: 'de-DE' });

  test('purchase orders: a draft is edited in its own form by typing the German way and saved with its new total; a stale form is told so; once submitted there is no Edit', async ({ page, signedIn }) => {
    const { supplierId, supplierName, tag } = await supplierAndItems(page, signedIn.accessToken);
    const headers = { Authorization: `Bearer ${signedIn.accessToken}` };
    const call = async (method: 'get' | 'post' | 'put', url: string, data?: object) => {
      const response = await page.request[method](`/api/v1${url}`, { headers, data });
      expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
      return response.json();
    };
    const body = { supplierIdString: supplierId, currencyCodeString: 'USD', orderDate: '2026-03-02', items: [{ itemCode: `POBOLT-${tag}`, qty: 2, rate: 1.25 }, { itemCode: `PONUT-${tag}`, qty: 10, rate: 0.05 }] };
    const order = await call('post', '/purchase-orders', body);
    await page.goto(`/purchasing/orders/${order.id}`);
    await expect(page.getByTestId('order-detail-total')).toHaveText(/^3,00\s\$$/);
    const edit = page.locator('#main-content').getByRole('link', { name: 'Edit', exact: true });
    await edit.click();

    const dialog = page.getByRole('dialog', { name: `Edit ${order.number}` });
    await expect(dialog.getByRole('combobox', { name: 'Supplier' })).toHaveValue(supplierName);
    await expect(dialog.getByRole('combobox', { name: 'Item, line 2' })).toHaveValue(`PONUT-${tag} · Hex nut`);
    await expect(dialog.getByRole('textbox', { name: 'Rate, line 1' })).toHaveValue('1,25');
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)))); // the dialog's opening transition
    await expectAccessible(page, 'purchase-order-edit');

    // line 1 typed anew: 1.500 × 2,10 = 3.150,00; with line 2's 0,50 the total is 3.150,50
    await dialog.getByRole('textbox', { name: 'Quantity, line 1' }).fill('1.500');
    await dialog.getByRole('textbox', { name: 'Rate, line 1' }).fill('2,10');
    await expect(dialog.getByTestId('order-line-amount-0')).toHaveText(/^3\.150,00\s\$$/);
    await expect(dialog.getByTestId('order-total')).toHaveText(/^3\.150,50\s\$$/);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('order-detail-total')).toHaveText(/^3\.150,50\s\$$/);
    await expect(page.getByTestId('order-history')).toContainText('Draft → Draft');
    expect(await call('get', `/purchase-orders/${order.id}`)).toMatchObject({ version: 2, total: 3150.5, items: [{ qty: 1500, rate: 2.1 }, { qty: 10, rate: 0.05 }] });

    // changed elsewhere while the form is open: the dialog says so, nothing is written
    await edit.click();
    await dialog.getByRole('textbox', { name: 'Rate, line 2' }).fill('0,07');
    await call('put', `/purchase-orders/${order.id}`, { ...body, notes: 'Changed elsewhere' });
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByTestId('form-problem')).toContainText('This order was changed by someone else');
    expect(await call('get', `/purchase-orders/${order.id}`)).toMatchObject({ version: 3, notes: 'Changed elsewhere', items: [{ rate: 1.25 }, { rate: 0.05 }] });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();

    // submitted, it is no draft to edit
    await call('post', `/purchase-orders/${order.id}/submit`);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Put on hold' })).toBeVisible();
    await expect(edit).toHaveCount(0);
  });
});

async function expectNoSidewaysScroll(page: Page, what: string) {
  const wide = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const culprits = [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > width + 1).map((e) => `${e.tagName}.${e.className}`.slice(0, 80));
    return { overflow: document.documentElement.scrollWidth - width, culprits: culprits.slice(0, 5) };
  });
  expect(wide.overflow, `${what} scrolls sideways: ${wide.culprits.join(' | ')}`).toBeLessThanOrEqual(0);
}

test('purchase orders fit a phone and a laptop without sideways scrolling', async ({ page, signedIn }) => {
  void signedIn;
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/purchasing/orders');
    await expect(page.getByRole('heading', { name: 'Purchase orders' })).toBeVisible();
    await expectNoSidewaysScroll(page, `the list at ${width}px`);
    await page.goto('/purchasing/orders/new');
    await expect(page.getByRole('dialog', { name: 'New purchase order' })).toBeVisible();
    await expectNoSidewaysScroll(page, `the create form at ${width}px`);
  }
});

test('purchase orders: receive part, the rest, bill; status in the table, stock on the item page', async ({ page, signedIn }) => {
  test.setTimeout(150_000);
  const headers = { Authorization: `Bearer ${signedIn.accessToken}` };
  const post = apiPost(page, headers);
  const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
  const supplier = await post('/suppliers', { name: `Receiving supplier ${tag}` });
  const companyIdString = supplier.companyIdString as string;
  const item = (code: string) => post('/items', { itemCode: code, name: `Item ${code}`, itemGroup: 'PO e2e', uom: 'each', valuationMethod: 'FIFO', maintainStock: true, allowNegativeStock: false, companyIdString });
  const bolt = await item(`RCBOLT-${tag}`);
  await item(`RCNUT-${tag}`);
  const company = await (await page.request.get(`/api/v1/companies/${companyIdString}`, { headers })).json();
  const order = await post('/purchase-orders', {
    supplierIdString: supplier.id, currencyCodeString: company.baseCurrency, orderDate: '2026-03-02',
    items: [{ itemCode: `RCBOLT-${tag}`, qty: 4, rate: 0.1 }, { itemCode: `RCNUT-${tag}`, qty: 2, rate: 0.05 }],
  });
  await post(`/purchase-orders/${order.id}/submit`);

  await page.goto(`/purchasing/orders/${order.id}`);
  await expect(page.getByTestId('order-documents')).toContainText('Nothing received or billed yet.');
  await page.getByRole('link', { name: 'Receive goods' }).click();
  let dialog = page.getByRole('dialog', { name: 'Receive goods' });
  const boltQty = dialog.getByRole('textbox', { name: `Quantity of RCBOLT-${tag}` });
  await expect(boltQty).toHaveValue('4');
  await expect(dialog.getByRole('textbox', { name: `Quantity of RCNUT-${tag}` })).toHaveValue('2');
  await expectAccessible(page, 'purchase-order-receive');
  // emptied with the keyboard, the proposed quantity stays empty until typed again (it never refills to "4", so "3" is not "43")
  await boltQty.click();
  await boltQty.press('ControlOrMeta+a');
  await boltQty.press('Backspace');
  await expect(boltQty).toHaveValue('');
  await boltQty.pressSequentially('3');
  await expect(boltQty).toHaveValue('3');
  await dialog.getByRole('textbox', { name: `Quantity of RCNUT-${tag}` }).click();
  await expect(boltQty).toHaveValue('3');
  // more than is open: the service's refusal shows at the line
  await boltQty.fill('5');
  await dialog.getByRole('button', { name: 'Receive goods' }).click();
  await expect(dialog).toContainText(`only 4 of RCBOLT-${tag} is still to receive`);
  // part of it: 1.5 bolts, no nuts
  await boltQty.fill('1.5');
  await dialog.getByRole('button', { name: `Remove RCNUT-${tag}` }).click();
  await dialog.getByRole('button', { name: 'Receive goods' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-documents')).toContainText(/PR-[A-Z0-9]+-\d{6}/);
  await expect(page.getByTestId('order-history')).toContainText('Receive');

  // the rest is proposed
  await page.getByRole('link', { name: 'Receive goods' }).click();
  dialog = page.getByRole('dialog', { name: 'Receive goods' });
  await expect(dialog.getByRole('textbox', { name: `Quantity of RCBOLT-${tag}` })).toHaveValue('2.5');
  await dialog.getByRole('button', { name: 'Receive goods' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-history')).toContainText('To receive and bill → To bill');

  await page.goto(`/purchasing/orders?status=TO_BILL&supplierIdString=${supplier.id}`);
  await expect(page.getByRole('row', { name: new RegExp(order.number) })).toContainText(/to bill/i);

  await page.goto(`/purchasing/orders/${order.id}`);
  await page.getByRole('link', { name: 'Create bill' }).click();
  dialog = page.getByRole('dialog', { name: 'Create bill' });
  await expect(dialog.getByRole('textbox', { name: `Quantity of RCBOLT-${tag}` })).toHaveValue('4');
  await dialog.getByRole('button', { name: 'Create bill' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-history')).toContainText('To bill → Completed');
  await expect(page.getByTestId('order-documents')).toContainText(/BILL-[A-Z0-9]+-\d{6}/);
  const billNumber = (await page.getByTestId('order-documents').getByRole('link', { name: /^BILL-/ }).textContent()) ?? '';

  // the bill in the bills list with what is still to pay, and its page
  await page.goto(`/purchasing/bills?supplierIdString=${supplier.id}`);
  await expect(page.getByRole('heading', { name: 'Bills', exact: true })).toBeVisible();
  const billRow = page.getByRole('row', { name: new RegExp(billNumber) });
  await expect(billRow).toContainText(order.number);
  await expect(billRow.getByRole('cell').nth(6)).toHaveText('$0.50'); // total
  await expect(billRow.getByRole('cell').nth(7)).toHaveText('$0.50'); // outstanding
  await expect(billRow).toContainText(/unpaid/i);
  await page.goto(`/purchasing/bills?supplierIdString=${supplier.id}&search=NO-SUCH-BILL`);
  await expect(page.getByText('No bills match these filters.')).toBeVisible();
  await page.goto(`/purchasing/bills?supplierIdString=${supplier.id}`);
  await page.getByRole('link', { name: billNumber }).click();
  await expect(page.getByRole('heading', { name: `${billNumber} · Receiving supplier ${tag}` })).toBeVisible();
  await expect(page.getByTestId('bill-outstanding')).toHaveText('$0.50');
  await expect(page.getByTestId('bill-total')).toHaveText('$0.50');
  await expect(page.getByTestId('bill-lines')).toContainText(`RCBOLT-${tag}`);
  await expect(page.getByRole('link', { name: /^JE-/ })).toBeVisible();
  await page.getByRole('link', { name: order.number }).click();
  await expect(page.getByRole('heading', { name: `${order.number} · Receiving supplier ${tag}` })).toBeVisible();

  // the supplier's page lists the bill; the palette finds it by number
  await page.goto(`/purchasing/suppliers/${supplier.id}`);
  await expect(page.getByTestId('supplier-bills').getByRole('link', { name: billNumber })).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.getByRole('textbox', { name: 'Search pages' }).fill(billNumber);
  await page.getByRole('button', { name: new RegExp(`^${billNumber}`) }).click();
  await expect(page.getByRole('heading', { name: `${billNumber} · Receiving supplier ${tag}` })).toBeVisible();

  await page.goto(`/purchasing/orders?status=COMPLETED&supplierIdString=${supplier.id}`);
  await expect(page.getByRole('row', { name: new RegExp(order.number) })).toContainText('$0.50');

  await page.goto(`/inventory/items/${bolt.id}`);
  await expect(page.getByText('Quantity on hand')).toBeVisible();
  await expect(page.locator('body')).toContainText(/Quantity on hand\s*4 each\s*Stock value\s*\$0\.40/);
});

test('a receipt on the order\'s page is a link to the purchase receipt (lines, the order, the journal entry), on a laptop and a phone', async ({ page, signedIn }) => {
  const headers = { Authorization: `Bearer ${signedIn.accessToken}` };
  const post = apiPost(page, headers);
  const { supplierName, supplierId, tag } = await supplierAndItems(page, signedIn.accessToken);
  const order = await post('/purchase-orders', { supplierIdString: supplierId, currencyCodeString: 'USD', orderDate: '2026-03-02', items: [{ itemCode: `POBOLT-${tag}`, qty: 4, rate: 0.1 }] });
  await post(`/purchase-orders/${order.id}/submit`);
  const receipt = await post(`/purchase-orders/${order.id}/receipts`, { postingDate: '2026-03-03', items: [{ itemCode: `POBOLT-${tag}`, qty: 3 }] });
  for (const size of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(size);
    await page.goto(`/purchasing/orders/${order.id}`);
    await page.getByTestId('order-documents').getByRole('link', { name: receipt.number }).click();
    await expect(page).toHaveURL(new RegExp(`/purchasing/receipts/${receipt.id}$`));
    await expect(page.getByRole('heading', { name: `Purchase receipt ${receipt.number}` })).toBeVisible();
    const lines = page.getByTestId('receipt-lines');
    await expect(lines.getByRole('link', { name: `POBOLT-${tag}` })).toBeVisible();
    await expect(lines).toContainText('$0.30');
    await expect(page.getByRole('link', { name: /^JE-/ })).toBeVisible();
    await expectNoSidewaysScroll(page, `the receipt at ${size.width}px`);
    if (size.width === 1440) await expectAccessible(page, 'purchase-receipt');
    await page.locator('#main-content').getByRole('link', { name: order.number }).first().click();
    await expect(page.getByRole('heading', { name: `${order.number} · ${supplierName}` })).toBeVisible();
  }
});
