import dayjs from 'dayjs';
import type { Page } from '@playwright/test';
import { apiPost, test, expect, expectAccessible } from './fixtures';

/** An invoice through the API, as an integrator would make it: a customer with an address, an item without stock. */
async function invoiceOf(page: Page, accessToken: string) {
  const headers = { Authorization: `Bearer ${accessToken}` };
  const post = apiPost(page, headers);
  const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
  const customer = await post('/customers', { name: `Document customer ${tag}`, billingAddress: 'Hauptstraße 1\n10115 Berlin' });
  const companyIdString = customer.companyIdString as string;
  await post('/items', { itemCode: `DOC-${tag}`, name: 'Consulting', itemGroup: 'Documents e2e', uom: 'h', valuationMethod: 'FIFO', maintainStock: false, allowNegativeStock: false, companyIdString });
  return post('/invoices', {
    companyIdString, customerIdString: customer.id, currencyCodeString: 'USD', postingDate: dayjs().format('YYYY-MM-DD'), return: false,
    items: [{ itemCode: `DOC-${tag}`, qty: 2, unitPrice: 50, amount: 100 }],
  }) as Promise<{ id: string; number: string }>;
}

for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
  test(`an invoice's PDF: preview under the CSP, download named after its number, print (${viewport.width} px)`, async ({ page, signedIn }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const invoice = await invoiceOf(page, signedIn.accessToken);
    const cspRefusals: string[] = [];
    page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) cspRefusals.push(m.text()); });
    await page.goto(`/sales/invoices/${invoice.id}`);
    await expect(page.getByRole('heading', { name: new RegExp(`Invoice ${invoice.number}`) })).toBeVisible();

    await page.getByRole('button', { name: 'Preview PDF' }).click();
    const preview = page.getByRole('dialog', { name: `PDF of ${invoice.number}` });
    await expect(preview.getByTestId('pdf-preview')).toHaveAttribute('src', /^blob:/);
    await preview.getByRole('radio', { name: 'Compact' }).check();
    await expect(preview.getByTestId('pdf-preview')).toHaveAttribute('title', `${invoice.number}, compact PDF`);
    await page.waitForTimeout(500); // a refused frame is reported on the console as it loads
    expect(cspRefusals).toEqual([]);
    await expectAccessible(page, `invoice-pdf-${viewport.width}`);

    const [download] = await Promise.all([page.waitForEvent('download'), preview.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`${invoice.number}.pdf`);
    const bytes = await (await download.createReadStream()).toArray();
    expect(Buffer.concat(bytes).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await preview.getByRole('button', { name: 'Close' }).click();
    await expect(preview).toBeHidden();

    // Print: the PDF goes to a frame out of sight whose document the browser prints; no problem shown
    await page.getByRole('button', { name: 'Print' }).click();
    await expect(page.locator('iframe[title="PDF to print"]')).toHaveAttribute('src', /^blob:/);
    await expect(page.getByText('Could not print the PDF')).toHaveCount(0);
    expect(cspRefusals).toEqual([]);
  });
}
