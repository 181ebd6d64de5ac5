import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect, expectAccessible, screenshot } from './fixtures';

/** Stock entries through the console: receipts typed into the form, an issue, the item's stock and movements, and the refusals. */

async function api(request: APIRequestContext, token: string, method: 'get' | 'post', url: string, data?: object) {
  const response = await request[method](`/api/v1${url}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

async function createItem(request: APIRequestContext, token: string, companyIdString: string, label: string) {
  const itemCode = `STK-${label}-${Date.now()}`;
  return (await api(request, token, 'post', '/items', {
    itemCode, name: `Stock widget ${label}`, itemGroup: 'E2E stock', uom: 'each', valuationMethod: 'MAVG', maintainStock: true, allowNegativeStock: false, companyIdString,
  })) as { id: string; itemCode: string; name: string };
}

/** Types into a field and leaves it, as a user does. */
async function type(field: Locator, text: string) {
  await field.fill(text);
  await field.press('Tab');
}

async function openNewEntry(page: Page) {
  await page.goto('/inventory/stock-entries/new');
  const dialog = page.getByRole('dialog', { name: 'New stock entry' });
  await expect(dialog.getByRole('combobox', { name: 'Item, line 1' })).toBeVisible();
  return dialog;
}

async function pickItem(page: Page, dialog: Locator, line: number, search: string, option: string) {
  await dialog.getByRole('combobox', { name: `Item, line ${line}` }).fill(search);
  await page.getByRole('option', { name: option }).click();
}

async function chooseIssue(page: Page, dialog: Locator) {
  await dialog.getByRole('combobox', { name: 'Entry type' }).click();
  await page.getByRole('option', { name: 'Issue (stock out)' }).click();
  await expect(dialog.getByRole('columnheader', { name: /Rate/ })).toHaveCount(0);
}

test.describe('en-US', () => {
  test.use({ locale: 'en-US' });

  test('receive 10 @ 10 and 10 @ 14 through the form, issue 15: the item has 5 on hand and its movements; an issue beyond stock is refused at its line', async ({ page, signedIn }) => {
    test.setTimeout(180_000); // three entries through the form, a dozen pages checked
    const token = signedIn.accessToken;
    const item = await createItem(page.request, token, signedIn.user.defaultCompanyId, 'us');
    const option = `${item.itemCode} · ${item.name}`;

    await page.goto('/inventory/stock-entries');
    await expect(page.getByRole('heading', { name: 'Stock entries', exact: true })).toBeVisible();
    await expectAccessible(page, 'stock-entries');
    await page.getByRole('link', { name: 'New stock entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'New stock entry' });
    await expect(dialog.getByRole('combobox', { name: 'Item, line 1' })).toBeVisible();
    await expectAccessible(page, 'stock-entry-create');

    // a receipt without a rate is refused at the line, before anything is sent
    await pickItem(page, dialog, 1, item.itemCode, option);
    await type(dialog.getByRole('textbox', { name: 'Quantity, line 1' }), '10');
    await dialog.getByRole('button', { name: 'Post stock entry' }).click();
    await expect(dialog.getByText('is required on a receipt')).toBeVisible();

    await type(dialog.getByRole('textbox', { name: 'Rate, line 1' }), '10');
    await expect(dialog.getByTestId('line-value-0')).toHaveText('$100.00');
    await dialog.getByRole('button', { name: 'Add line' }).click();
    await pickItem(page, dialog, 2, 'stock widget us', option); // by name too
    await type(dialog.getByRole('textbox', { name: 'Quantity, line 2' }), '10');
    await type(dialog.getByRole('textbox', { name: 'Rate, line 2' }), '14');
    await expect(dialog.getByTestId('line-value-1')).toHaveText('$140.00');
    await expect(dialog.getByTestId('new-stock-entry-total')).toHaveText('$240.00');
    await dialog.getByRole('button', { name: 'Post stock entry' }).click();

    await expect(page).toHaveURL(/\/inventory\/stock-entries\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: /^Stock entry STE-/ })).toBeVisible();
    const lines = page.getByTestId('stock-entry-lines');
    await expect(lines.getByRole('row', { name: /^1 / })).toContainText('$10.00');
    await expect(lines.getByRole('row', { name: /^2 / })).toContainText('$140.00');
    await expect(page.getByTestId('stock-entry-total')).toHaveText('$240.00');
    await expect(page.getByRole('link', { name: /^JE-/ })).toBeVisible();
    // checked as opened from a link, without the "Posted" toast (Mantine's close button there has no name)
    await page.reload();
    await expect(page.getByTestId('stock-entry-total')).toHaveText('$240.00');
    await expectAccessible(page, 'stock-entry-detail');
    await screenshot(page, 'stock-entry-detail');

    // issue 15: at the moving average of 12
    const issue = await openNewEntry(page);
    await chooseIssue(page, issue);
    await pickItem(page, issue, 1, item.itemCode, option);
    await type(issue.getByRole('textbox', { name: 'Quantity, line 1' }), '15');
    await issue.getByRole('button', { name: 'Post stock entry' }).click();
    await expect(page.getByRole('heading', { name: /^Stock entry STE-/ })).toBeVisible();
    await expect(page.getByTestId('stock-entry-total')).toHaveText('$180.00');
    const issueNumber = (await page.getByRole('heading', { name: /^Stock entry STE-/ }).textContent())!.replace('Stock entry ', '');

    await page.goto(`/inventory/items/${item.id}`);
    await expect(page.getByTestId('item-stock-qty')).toHaveText('5 each');
    await expect(page.getByTestId('item-stock-value')).toHaveText('$60.00');
    await expect(page.getByTestId('item-valuation-rate')).toHaveText('$12.00 per each');
    const movements = page.getByRole('table', { name: 'Stock movements of the item, newest first' });
    await expect(movements.getByRole('row')).toHaveCount(4); // the header and three movements
    const issued = movements.getByRole('row', { name: new RegExp(issueNumber) });
    await expect(issued).toContainText('15');
    await expect(issued).toContainText('-$180.00');
    await expect(issued).toContainText('$60.00');
    await expectAccessible(page, 'item-detail-with-movements');
    await screenshot(page, 'item-detail-with-movements');
    await issued.getByRole('link', { name: issueNumber }).click();
    await expect(page.getByRole('heading', { name: `Stock entry ${issueNumber}` })).toBeVisible();

    // the items list has the stock on hand
    await page.goto(`/inventory/items?itemCode=${encodeURIComponent(item.itemCode)}`);
    await expect(page.getByRole('row', { name: new RegExp(item.itemCode) })).toContainText('5 each');

    // the valuation method is fixed now, and the form says why
    await page.goto(`/inventory/items/${item.id}/edit`);
    const edit = page.getByRole('dialog', { name: 'Edit item' });
    await expect(edit.getByRole('combobox', { name: 'Valuation method' })).toBeDisabled();
    await expect(edit.getByTestId('valuation-locked')).toContainText('has moved');
    await expectAccessible(page, 'item-edit-locked');
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // more than is on hand: the service's 409 at the line's quantity, nothing posted
    const tooMuch = await openNewEntry(page);
    await chooseIssue(page, tooMuch);
    await pickItem(page, tooMuch, 1, item.itemCode, option);
    const qty = tooMuch.getByRole('textbox', { name: 'Quantity, line 1' });
    await type(qty, '6');
    await tooMuch.getByRole('button', { name: 'Post stock entry' }).click();
    await expect(tooMuch.getByRole('alert')).toContainText(`Cannot issue 6 of ${item.itemCode}`);
    await expect(qty).toHaveAttribute('aria-invalid', 'true');
    await expect(qty).toBeFocused();
    await expectAccessible(page, 'stock-entry-insufficient');
    await screenshot(page, 'stock-entry-insufficient');
    expect((await api(page.request, token, 'get', `/items/${item.id}`)).stockQty).toBe(5);

    // the list filters by type and date, in the URL
    await page.goto('/inventory/stock-entries?entryType=ISSUE');
    await expect(page.getByRole('row', { name: new RegExp(issueNumber) })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Type' }).or(page.getByRole('combobox', { name: 'Type' }))).toHaveValue('Issue (stock out)');
    await page.goto('/inventory/stock-entries?entryType=RECEIPT');
    await expect(page.getByRole('row', { name: new RegExp(issueNumber) })).toHaveCount(0);
    await page.goto('/inventory/stock-entries?toDate=2000-01-01');
    await expect(page.getByText('No stock entries match these filters.')).toBeVisible();
  });
});

test.describe('en-US, the item form', () => {
  test.use({ locale: 'en-US' });

  test('stock moving while the form is open: the service\'s 409 in-use lands on the valuation method', async ({ page, signedIn }) => {
    const token = signedIn.accessToken;
    const item = await createItem(page.request, token, signedIn.user.defaultCompanyId, 'race');
    await page.goto(`/inventory/items/${item.id}/edit`);
    const edit = page.getByRole('dialog', { name: 'Edit item' });
    const method = edit.getByRole('combobox', { name: 'Valuation method' });
    await expect(method).toBeEnabled();
    await method.click();
    await page.getByRole('option', { name: 'FIFO (first in, first out)' }).click();
    await expect(edit.getByTestId('valuation-explanation')).toContainText('oldest stock');
    // meanwhile, someone receives stock of the item
    await api(page.request, token, 'post', '/stock-entries', { entryType: 'RECEIPT', postingDate: '2026-03-10', items: [{ itemCode: item.itemCode, qty: 1, rate: 1 }] });
    await edit.getByRole('button', { name: 'Save item' }).click();
    await expect(edit.getByRole('alert')).toContainText('cannot change: its stock has moved');
    await expect(method).toHaveAttribute('aria-invalid', 'true');
    await expect(edit.getByText(/cannot change: its stock has moved/)).toHaveCount(2); // at the field and in the alert
    await expectAccessible(page, 'item-edit-in-use');
    expect((await api(page.request, token, 'get', `/items/${item.id}`)).valuationMethod).toBe('MAVG');
  });
});

test.describe('de-DE', () => {
  test.use({ locale: 'de-DE' });

  test('"2,5" at "1,20" is received as 2.5 at 1.2: the line value is 3,00 $ live and stored exactly', async ({ page, signedIn }) => {
    const token = signedIn.accessToken;
    const item = await createItem(page.request, token, signedIn.user.defaultCompanyId, 'de');
    const dialog = await openNewEntry(page);
    await pickItem(page, dialog, 1, item.itemCode, `${item.itemCode} · ${item.name}`);
    const qty = dialog.getByRole('textbox', { name: 'Quantity, line 1' });
    await type(qty, '2,5');
    await type(dialog.getByRole('textbox', { name: 'Rate, line 1' }), '1,20');
    await expect(dialog.getByTestId('line-value-0')).toHaveText(/^3,00\s\$$/);
    await type(qty, '1,2345678');
    await expect(dialog.getByText('A quantity has at most 6 decimals')).toBeVisible();
    await type(qty, '2,5');
    await dialog.getByRole('button', { name: 'Post stock entry' }).click();
    await expect(page).toHaveURL(/\/inventory\/stock-entries\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop()!;
    const entry = await api(page.request, token, 'get', `/stock-entries/${id}`);
    expect(entry.items.map((l: { qty: number; rate: number; value: number }) => [l.qty, l.rate, l.value])).toEqual([[2.5, 1.2, 3]]);
    await page.goto(`/inventory/items/${item.id}`);
    await expect(page.getByTestId('item-stock-qty')).toHaveText('2,5 each');
  });
});

test.describe('390 px wide', () => {
  test.use({ locale: 'en-US', viewport: { width: 390, height: 844 } });

  test('an issue refused at its third line shows that line, focused and in view, not the alert far above it', async ({ page, signedIn }) => {
    const token = signedIn.accessToken;
    const items = [];
    for (const label of ['p1', 'p2', 'p3']) {
      const item = await createItem(page.request, token, signedIn.user.defaultCompanyId, label);
      await api(page.request, token, 'post', '/stock-entries', { companyIdString: signedIn.user.defaultCompanyId, entryType: 'RECEIPT', postingDate: '2026-03-01', items: [{ itemCode: item.itemCode, qty: 5, rate: 2 }] });
      items.push(item);
    }
    const dialog = await openNewEntry(page);
    await chooseIssue(page, dialog);
    for (const [i, item] of items.entries()) {
      if (i > 0) await dialog.getByRole('button', { name: 'Add line' }).click();
      await pickItem(page, dialog, i + 1, item.itemCode, `${item.itemCode} · ${item.name}`);
      await type(dialog.getByRole('textbox', { name: `Quantity, line ${i + 1}` }), i === 2 ? '100' : '1');
    }
    await dialog.getByRole('button', { name: 'Post stock entry' }).click();
    const qty = dialog.getByRole('textbox', { name: 'Quantity, line 3' });
    await expect(qty).toHaveAttribute('aria-invalid', 'true');
    await expect(qty).toBeFocused();
    await expect(qty).toBeInViewport();
    expect((await api(page.request, token, 'get', `/items/${items[0].id}`)).stockQty).toBe(5);
  });
});
