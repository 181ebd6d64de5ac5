import { test, expect, signIn } from './fixtures';

test("switching company on a record page lands on the new company's list and says so; the old record is never shown under the new name", async ({ page }) => {
  const session = await signIn(page.request);
  const headers = { Authorization: `Bearer ${session.accessToken}` };
  const suffix = Date.now().toString(36).slice(-5).toUpperCase();
  const other = await (await page.request.post('/api/v1/companies', { headers, data: { name: `Switch Co ${suffix}`, code: `SW${suffix}`, baseCurrency: 'EUR' } })).json();
  const customerName = `Acme-only customer ${suffix}`;
  const customerResponse = await page.request.post('/api/v1/customers', { headers, data: { name: customerName } });
  expect(customerResponse.status()).toBe(201);
  const customer = await customerResponse.json();

  // the customer of the default company, open on its page
  await page.goto(`/sales/customers/${customer.id}`);
  await expect(page.getByRole('heading', { name: customerName })).toBeVisible();

  // switch: the customers of the other company, and a note that says why
  await page.getByRole('combobox', { name: 'Company' }).click();
  await page.getByRole('option', { name: `Switch Co ${suffix} (SW${suffix})` }).click();
  await expect(page).toHaveURL(/\/sales\/customers$/);
  await expect(page.getByRole('heading', { name: 'Customers', exact: true })).toBeVisible();
  await expect(page.getByText(`Now working in Switch Co ${suffix} (SW${suffix})`)).toBeVisible();
  await expect(page.getByText('No customers yet.')).toBeVisible();
  await expect(page.getByText(customerName)).toHaveCount(0);

  // the old address (back, or a link from elsewhere) says whose record it is instead of showing it
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/sales/customers/${customer.id}$`));
  await expect(page.getByText('This record belongs to another company')).toBeVisible();
  await expect(page.getByRole('heading', { name: customerName })).toHaveCount(0);
  await page.getByRole('button', { name: /^Work in Acme Trading/ }).click();
  await expect(page.getByRole('heading', { name: customerName })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Company' })).toHaveValue(/^Acme Trading/);

  // a plain list stays where it is, now showing the other company's rows
  await page.goto('/sales/customers');
  await expect(page.getByRole('link', { name: customerName })).toBeVisible();
  await page.getByRole('combobox', { name: 'Company' }).click();
  await page.getByRole('option', { name: `Switch Co ${suffix} (SW${suffix})` }).click();
  await expect(page).toHaveURL(/\/sales\/customers$/);
  await expect(page.getByText('No customers yet.')).toBeVisible();
  expect(other.id).toBeTruthy();
});
