import type { Locator, Page } from '@playwright/test';
import { test, expect, workInCompanyOfOwn } from './fixtures';

/** Charges: typed into the form with the live quote preview, saved, listed, quoted by the service and edited. */

/** Types into a field and leaves it, as a user does. */
async function type(field: Locator, text: string) {
  await field.fill(text);
  await field.press('Tab');
}

async function openNewCharge(page: Page) {
  await page.goto('/sales/charges');
  await expect(page.getByRole('heading', { name: 'Charges', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'New charge' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New charge' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeVisible();
  return dialog;
}

async function storedCharge(page: Page, token: string) {
  const id = page.url().split('/').pop()!;
  const response = await page.request.get(`/api/v1/charges/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return response.json();
}

test.describe('en-US', () => {
  test.use({ locale: 'en-US' });

  test('create a charge by typing, the preview follows each change; save, find it in the list, quote it, edit it', async ({ page, signedIn }) => {
    // made global below: in a company of its own, no other spec's invoice gets it
    await workInCompanyOfOwn(page, signedIn.accessToken, 'Charges');
    const name = `E2E card surcharge ${Date.now()}`;
    const dialog = await openNewCharge(page);
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    const preview = dialog.getByTestId('quote-preview');
    await expect(preview).toContainText('Type a base amount');
    await type(preview.getByRole('textbox', { name: 'Base amount' }), '120.50');
    await expect(preview).toContainText('a charge needs a fixed amount, a flat fee or a percentage rate');

    await type(dialog.getByRole('textbox', { name: 'Percentage rate' }), '2.9');
    await expect(preview.getByTestId('quote-amount')).toHaveText('$3.49'); // 3.4945
    await type(dialog.getByRole('textbox', { name: 'Flat fee' }), '0.30');
    await expect(preview.getByTestId('quote-amount')).toHaveText('$3.79'); // 3.7945
    await type(dialog.getByRole('textbox', { name: 'Percentage rate' }), '5');
    await expect(preview.getByTestId('quote-amount')).toHaveText('$6.32'); // 6.325, half to even
    await type(dialog.getByRole('textbox', { name: 'Maximum charge' }), '5');
    await expect(preview.getByTestId('quote-amount')).toHaveText('$5.00');
    await type(dialog.getByRole('textbox', { name: 'Minimum charge' }), '6');
    await expect(dialog.getByText('max: must not be below min')).toBeVisible();
    await type(dialog.getByRole('textbox', { name: 'Minimum charge' }), '1');
    await type(dialog.getByRole('textbox', { name: 'Applies up to base' }), '100');
    await expect(preview.getByTestId('quote-amount')).toHaveText('$0.00');
    await expect(preview).toContainText('Does not apply to this base');
    await dialog.getByRole('textbox', { name: 'Applies up to base' }).fill('');
    await type(preview.getByRole('textbox', { name: 'Base amount' }), '30');
    await expect(preview.getByTestId('quote-amount')).toHaveText('$1.80');

    await dialog.getByRole('combobox', { name: 'Account' }).fill('40200');
    await page.getByRole('option', { name: '40200 · Other income' }).click();
    await dialog.getByRole('button', { name: 'Create charge' }).click();

    await expect(page).toHaveURL(/\/sales\/charges\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    expect(await storedCharge(page, signedIn.accessToken)).toMatchObject({
      name, percentageRate: 5, flat: 0.3, min: 1, max: 5, minimumAmount: null, maximumAmount: null, amount: null, accountNumber: '40200', global: false, currencyString: 'USD',
    });
    const quoteBox = page.getByTestId('quote-box');
    await quoteBox.getByRole('textbox', { name: 'Base amount' }).fill('30');
    await expect(quoteBox.getByTestId('quote-amount')).toHaveText('$1.80'); // the service agrees with the preview

    await page.goto('/sales/charges');
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(name);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('5 % + 0.30, min 1.00, max 5.00');
    await expect(row).toContainText('40200 · Other income');
    await row.getByRole('link').first().click();

    await page.getByRole('link', { name: 'Edit charge' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit charge' });
    await expect(edit.getByRole('textbox', { name: 'Flat fee' })).toHaveValue('0.30');
    await type(edit.getByRole('textbox', { name: 'Flat fee' }), '1');
    await type(edit.getByTestId('quote-preview').getByRole('textbox', { name: 'Base amount' }), '30');
    await expect(edit.getByTestId('quote-amount')).toHaveText('$2.50');
    await edit.getByRole('switch', { name: /^Global/ }).check({ force: true });
    await edit.getByRole('button', { name: 'Save charge' }).click();
    await expect(edit).toHaveCount(0);
    await expect(page.getByText('Global', { exact: true }).first()).toBeVisible();
    const edited = await storedCharge(page, signedIn.accessToken);
    expect(edited).toMatchObject({ flat: 1, global: true, version: 2 });
  });
});

test.describe('de-DE', () => {
  test.use({ locale: 'de-DE' });

  test('amounts and the rate are read the German way: "2,5" and "1.000,50"; the preview writes the result the same way; the palette finds it', async ({ page, signedIn }) => {
    const name = `E2E Fracht ${Date.now()}`;
    const dialog = await openNewCharge(page);
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await type(dialog.getByRole('textbox', { name: 'Percentage rate' }), '2,5');
    await type(dialog.getByRole('textbox', { name: 'Flat fee' }), '1.000,50');
    await expect(dialog.getByRole('textbox', { name: 'Flat fee' })).toHaveValue('1.000,50');
    await type(dialog.getByTestId('quote-preview').getByRole('textbox', { name: 'Base amount' }), '1.000');
    await expect(dialog.getByTestId('quote-amount')).toHaveText(/^1\.025,50\s\$$/);
    await dialog.getByRole('button', { name: 'Create charge' }).click();
    await expect(page).toHaveURL(/\/sales\/charges\/[0-9a-f-]{36}$/);
    expect(await storedCharge(page, signedIn.accessToken)).toMatchObject({ name, percentageRate: 2.5, flat: 1000.5, currencyString: 'USD' });

    // the palette finds it by name
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await page.getByRole('textbox', { name: 'Search pages' }).fill(name);
    await page.getByRole('button', { name: new RegExp(name) }).click();
    await expect(page.getByRole('heading', { name })).toBeVisible();
  });
});
