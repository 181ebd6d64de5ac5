import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/** The line boxes a cell's text takes: more than one means it wrapped. */
async function linesOf(page: Page, text: string) {
  return page.getByRole('link', { name: text, exact: true }).evaluate((link) => {
    const range = document.createRange();
    range.selectNodeContents(link);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
}

test('order numbers stay on one line in the sales-order and purchase-order tables at 1440 px', async ({ page, signedIn }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const headers = { Authorization: `Bearer ${signedIn.accessToken}` };
  const post = async (url: string, data: object) => {
    const response = await page.request.post(`/api/v1${url}`, { headers, data });
    expect(response.status(), await response.text()).toBe(201);
    return response.json();
  };
  const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
  const customer = await post('/customers', { name: `A customer with a rather long name for the list ${tag}` });
  const supplier = await post('/suppliers', { name: `A supplier with a rather long name for the list ${tag}`, companyIdString: customer.companyIdString });
  await post('/items', { itemCode: `NOWRAP-${tag}`, name: 'Wrap test', itemGroup: 'e2e', uom: 'each', valuationMethod: 'FIFO', maintainStock: true, allowNegativeStock: false, companyIdString: customer.companyIdString });
  const items = [{ itemCode: `NOWRAP-${tag}`, qty: 1 }];
  const salesOrder = await post('/sales-orders', { companyIdString: customer.companyIdString, customerIdString: customer.id, currencyCodeString: 'USD', orderDate: '2026-03-02', items: [{ ...items[0], unitPrice: 1234567.5 }] });
  const purchaseOrder = await post('/purchase-orders', { companyIdString: customer.companyIdString, supplierIdString: supplier.id, currencyCodeString: 'USD', orderDate: '2026-03-02', items: [{ ...items[0], rate: 1234567.5 }] });

  await page.goto('/sales/orders');
  await expect(page.getByRole('link', { name: salesOrder.number, exact: true })).toBeVisible();
  expect(await linesOf(page, salesOrder.number)).toBe(1);

  await page.goto('/purchasing/orders');
  await expect(page.getByRole('link', { name: purchaseOrder.number, exact: true })).toBeVisible();
  expect(await linesOf(page, purchaseOrder.number)).toBe(1);
});
