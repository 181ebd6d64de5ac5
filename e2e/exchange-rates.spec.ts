import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';

/** Types into a field and leaves it, as a user does. */
async function type(field: Locator, text: string) {
  await field.fill(text);
  await field.press('Tab');
}

/** Picks a currency by typing its code, then the keyboard: down to its option, Enter. */
async function typeCurrency(page: Page, field: Locator, code: string) {
  await field.fill(code);
  // the server's answer to the code typed (that currency, and the one chosen before, kept in the list), not the options shown before it
  await expect.poll(() => page.getByRole('option').count()).toBeLessThanOrEqual(2);
  const option = page.getByRole('option', { name: new RegExp(`^${code} · `) });
  await expect(option).toBeVisible();
  for (let presses = 0; presses < 3 && (await option.getAttribute('data-combobox-selected')) === null; presses++) await field.press('ArrowDown');
  await field.press('Enter');
  await expect(field).toHaveValue(new RegExp(`^${code}`));
}

/** Settings → Exchange rates → New, every field typed; `day` as the locale writes it. */
async function createRate(page: Page, rate: { from: string; to: string; rate: string; day: string }) {
  await page.getByRole('link', { name: 'New exchange rate' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New exchange rate' });
  await typeCurrency(page, dialog.getByRole('combobox', { name: 'From currency' }), rate.from);
  await typeCurrency(page, dialog.getByRole('combobox', { name: 'To currency' }), rate.to);
  await type(dialog.getByRole('textbox', { name: 'Rate' }), rate.rate);
  await type(dialog.getByRole('textbox', { name: 'Date' }), rate.day);
  await dialog.getByRole('button', { name: 'Create exchange rate' }).click();
  return dialog;
}

/** The rates of a pair as the API keeps them, newest first. */
async function storedRates(page: Page, accessToken: string, from: string, to: string) {
  const response = await page.request.get(`/api/v1/exchange-rates?fromCurrency=${from}&toCurrency=${to}`, { headers: { Authorization: `Bearer ${accessToken}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { content: { date: string; rate: string }[] }).content.map((r) => [r.date, r.rate]);
}

test.describe('en-US at 1440 px', () => {
  test.use({ locale: 'en-US', viewport: { width: 1440, height: 900 } });

  test('exchange rates: USD → EUR typed on two days a month apart, listed newest first, the one in force on a day between marked, a second rate of a day refused at the date, deleted', async ({ page, signedIn }) => {
    test.setTimeout(120_000);
    await page.goto('/settings/exchange-rates');
    await expect(page.getByRole('heading', { name: 'Exchange rates', exact: true })).toBeVisible();

    // the new dialog proposes the company's base currency (USD) as the To currency
    await page.getByRole('link', { name: 'New exchange rate' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New exchange rate' });
    await expect(dialog.getByRole('combobox', { name: 'To currency' })).toHaveValue(/^USD/);
    await typeCurrency(page, dialog.getByRole('combobox', { name: 'From currency' }), 'USD');
    await typeCurrency(page, dialog.getByRole('combobox', { name: 'To currency' }), 'EUR');
    // a comma is the en-US thousands separator: "0,92" is refused with the reason, 13 decimals too, as typed
    const typedRate = dialog.getByRole('textbox', { name: 'Rate' });
    await type(typedRate, '0,92');
    await expect(dialog.getByText(/Thousands separators go between groups of three digits/)).toBeVisible();
    await type(typedRate, '0.1234567890123');
    await expect(dialog.getByText('A rate has at most 12 decimals')).toBeVisible();
    await expect(typedRate).toHaveValue('0.1234567890123');
    await type(typedRate, '0.921534');
    await type(dialog.getByRole('textbox', { name: 'Date' }), '01/02/2025');
    await dialog.getByRole('button', { name: 'Create exchange rate' }).click();
    await expect(dialog).toBeHidden();

    // a month later
    await expect(await createRate(page, { from: 'USD', to: 'EUR', rate: '0.93', day: '02/03/2025' })).toBeHidden();
    expect(await storedRates(page, signedIn.accessToken, 'USD', 'EUR')).toEqual([['2025-02-03', '0.93'], ['2025-01-02', '0.921534']]);

    // newest day first
    await typeCurrency(page, page.getByRole('combobox', { name: 'From currency' }), 'USD');
    await typeCurrency(page, page.getByRole('combobox', { name: 'To currency' }), 'EUR');
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toContainText('02/03/2025');
    await expect(rows.nth(1)).toContainText('USD → EUR');
    await expect(rows.nth(1)).toContainText('0.93');
    await expect(rows.nth(2)).toContainText('01/02/2025');
    await expect(rows.nth(2)).toContainText('0.921534');

    // in force on a day between them: the January rate, first and marked
    await type(page.getByRole('textbox', { name: 'In force on' }), '01/20/2025');
    await expect(page).toHaveURL(/onDate=2025-01-20/);
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('0.921534');
    await expect(rows.nth(1).getByTestId('rate-in-force')).toHaveText('in force on 01/20/2025');

    // a second rate of the pair that day: the service's 409 at the date field
    const duplicate = await createRate(page, { from: 'USD', to: 'EUR', rate: '0.95', day: '01/02/2025' });
    await expect(duplicate.getByText('has a rate of this pair already')).toBeVisible();
    await expect(duplicate.getByRole('textbox', { name: 'Date' })).toHaveAttribute('aria-invalid', 'true');
    await type(duplicate.getByRole('textbox', { name: 'Date' }), '01/03/2025');
    await duplicate.getByRole('button', { name: 'Create exchange rate' }).click();
    await expect(duplicate).toBeHidden();

    // the rate of January 3 is in force on the 20th now; the dialog came back to the list as it was filtered
    await expect(page).toHaveURL(/onDate=2025-01-20/);
    await expect(page).toHaveURL(/fromCurrency=USD/);
    await expect(rows.nth(1)).toContainText('01/03/2025');
    await expect(rows.nth(1)).toContainText('0.95');
    await expect(rows.nth(1).getByTestId('rate-in-force')).toBeVisible();
    await rows.nth(1).getByRole('link').first().click();
    const edit = page.getByRole('dialog', { name: 'Edit exchange rate' });
    await expect(edit.getByRole('textbox', { name: 'Rate' })).toHaveValue('0.95');
    await edit.getByRole('link', { name: 'Delete this exchange rate' }).click();
    const remove = page.getByRole('dialog', { name: 'Delete exchange rate?' });
    await remove.getByRole('button', { name: 'Delete exchange rate' }).click();
    await expect(remove).toBeHidden();
    expect(await storedRates(page, signedIn.accessToken, 'USD', 'EUR')).toEqual([['2025-02-03', '0.93'], ['2025-01-02', '0.921534']]);
    // deleted, the one of January 2 is in force again (deleting leads to the bare list)
    await page.goto('/settings/exchange-rates?fromCurrency=USD&toCurrency=EUR&onDate=2025-01-20');
    await expect(rows.nth(1)).toContainText('0.921534');
    await expect(rows.nth(1).getByTestId('rate-in-force')).toBeVisible();
  });
});

test.describe('de-DE at 390 px', () => {
  test.use({ locale: 'de-DE', viewport: { width: 390, height: 844 } });

  test('exchange rates: "0,9215" typed is stored as 0.9215 and shown "0,9215"; edited to "0,92150", the trailing zero kept', async ({ page, signedIn }) => {
    await page.goto('/settings/exchange-rates');
    await expect(page.getByRole('heading', { name: 'Exchange rates', exact: true })).toBeVisible();
    await expect(await createRate(page, { from: 'CHF', to: 'EUR', rate: '0,9215', day: '15.03.2025' })).toBeHidden();
    expect(await storedRates(page, signedIn.accessToken, 'CHF', 'EUR')).toEqual([['2025-03-15', '0.9215']]);

    await typeCurrency(page, page.getByRole('combobox', { name: 'From currency' }), 'CHF');
    const card = page.getByRole('listitem').filter({ hasText: 'CHF → EUR' });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('15.03.2025');
    await expect(card).toContainText('0,9215');

    await card.getByRole('link').first().click();
    const edit = page.getByRole('dialog', { name: 'Edit exchange rate' });
    const rate = edit.getByRole('textbox', { name: 'Rate' });
    await expect(rate).toHaveValue('0,9215');
    await rate.fill('0,92150');
    await rate.press('Control+Enter'); // saves from the keyboard (the date's calendar would open over the button on a phone)
    await expect(edit).toBeHidden();
    expect(await storedRates(page, signedIn.accessToken, 'CHF', 'EUR')).toEqual([['2025-03-15', '0.92150']]);
    await expect(card).toContainText('0,92150');
  });
});
