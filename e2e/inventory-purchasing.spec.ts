import { apiPost, test, expect } from './fixtures';

test('suppliers: create one, edit it, find it in the table, delete it through the confirmation', async ({ page, signedIn }) => {
  void signedIn;
  await page.goto('/purchasing/suppliers');
  await expect(page.getByRole('heading', { name: 'Suppliers' })).toBeVisible();
  await page.getByRole('link', { name: 'New supplier' }).click();
  const dialog = page.getByRole('dialog', { name: 'New supplier' });
  await dialog.getByRole('button', { name: 'Create supplier' }).click();
  await expect(dialog.getByText('is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Contoso Parts e2e');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('sales@contoso.example');
  await dialog.getByRole('combobox', { name: 'Billing currency' }).fill('EUR');
  await page.getByRole('option', { name: /EUR · Euro/ }).click();
  await dialog.getByRole('button', { name: 'Create supplier' }).click();
  await expect(page.getByRole('heading', { name: 'Contoso Parts e2e' })).toBeVisible();
  await expect(page.getByText('sales@contoso.example')).toBeVisible();
  await expect(page.getByText('EUR', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Edit supplier' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit supplier' });
  await expect(edit.getByRole('textbox', { name: 'Email' })).toHaveValue('sales@contoso.example');
  await edit.getByRole('textbox', { name: 'Phone' }).fill('+1 555 0142');
  await edit.getByRole('button', { name: 'Save supplier' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('+1 555 0142')).toBeVisible();

  await page.goto('/purchasing/suppliers');
  await page.getByRole('searchbox', { name: /Search by name/ }).fill('contoso');
  await expect(page).toHaveURL(/search=contoso/);
  await expect(page.getByRole('row', { name: /Contoso Parts e2e/ })).toContainText('+1 555 0142');

  await page.getByRole('link', { name: 'Contoso Parts e2e' }).click();
  await page.getByRole('link', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete supplier?' });
  await expect(confirm).toContainText('Delete Contoso Parts e2e?');
  await confirm.getByRole('button', { name: 'Delete supplier' }).click();
  await expect(page).toHaveURL(/\/purchasing\/suppliers$/);
  await expect(page.getByRole('link', { name: 'Contoso Parts e2e' })).toHaveCount(0);
});

test('items: create one with the valuation explained, edit it, filter the table by URL, set prices and see the current one', async ({ page, signedIn }) => {
  void signedIn;
  await page.goto('/inventory/items');
  await expect(page.getByRole('heading', { name: 'Items' })).toBeVisible();
  await page.getByRole('link', { name: 'New item' }).click();
  const dialog = page.getByRole('dialog', { name: 'New item' });
  await dialog.getByRole('textbox', { name: 'Item code' }).fill('E2E-BOLT');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('E2E bolt');
  await dialog.getByRole('textbox', { name: 'Item group' }).fill('E2E fasteners');
  await expect(dialog.getByTestId('valuation-explanation')).toContainText('average cost per unit');
  await dialog.getByRole('combobox', { name: 'Valuation method' }).click();
  await page.getByRole('option', { name: 'Standard cost' }).click();
  await expect(dialog.getByTestId('valuation-explanation')).toContainText('standard cost you set');
  await dialog.getByRole('button', { name: 'Create item' }).click();
  await expect(dialog.getByText('is required for STANDARD valuation')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Standard cost' }).fill('2.5');
  await dialog.getByRole('button', { name: 'Create item' }).click();
  await expect(page.getByRole('heading', { name: 'E2E-BOLT · E2E bolt' })).toBeVisible();
  await expect(page.getByText('$2.50').first()).toBeVisible();

  await page.getByRole('link', { name: 'Edit item' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit item' });
  await expect(edit.getByText('E2E-BOLT')).toBeVisible();
  await edit.getByRole('textbox', { name: 'Name' }).fill('E2E bolt zinc');
  await expect(edit.getByRole('switch', { name: /^Maintain stock/ })).toBeChecked();
  await edit.getByRole('switch', { name: /^Maintain stock/ }).uncheck({ force: true });
  await expect(edit.getByRole('switch', { name: /^Allow negative stock/ })).toBeDisabled();
  await edit.getByRole('button', { name: 'Save item' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'E2E-BOLT · E2E bolt zinc' })).toBeVisible();
  await expect(page.getByText('Not kept')).toHaveCount(3);

  await page.getByRole('link', { name: 'Set price' }).click();
  const price = page.getByRole('dialog', { name: 'Set price' });
  await price.getByRole('textbox', { name: 'Price per unit' }).fill('4');
  await price.getByRole('button', { name: 'Set price' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('link', { name: 'Set price' }).click();
  await page.getByRole('dialog', { name: 'Set price' }).getByRole('textbox', { name: 'Price per unit' }).fill('4.25');
  await page.getByRole('dialog', { name: 'Set price' }).getByRole('button', { name: 'Set price' }).click();
  await expect(page.getByRole('table', { name: 'Current prices' })).toContainText('$4.25');
  await expect(page.getByRole('table', { name: 'Current prices' })).not.toContainText('$4.00');

  await page.getByRole('link', { name: 'Price history' }).click();
  await expect(page).toHaveURL(/\/inventory\/item-prices\?itemIdString=/);
  // the item page has a price history of its own: read the item-prices list's table
  const prices = page.getByRole('table', { name: 'Item prices of the current company' });
  await expect(prices.getByRole('row', { name: /\$4\.25/ })).toContainText('current');
  await expect(prices.getByRole('row', { name: /\$4\.00/ })).toContainText('history');

  await page.goto('/inventory/items');
  await page.getByRole('searchbox', { name: 'Group' }).fill('e2e fasteners');
  await expect(page).toHaveURL(/itemGroup=e2e/);
  await page.getByRole('searchbox', { name: 'Name contains' }).fill('zinc');
  await expect(page).toHaveURL(/name=zinc/);
  await expect(page.getByRole('row', { name: /E2E-BOLT/ })).toContainText('E2E bolt zinc');
  await page.goto('/inventory/items?itemCode=nope');
  await expect(page.getByText('No items match these filters.')).toBeVisible();
  await page.goto('/inventory/items?itemCode=e2e-b');
  await expect(page.getByRole('searchbox', { name: 'Code starts with' })).toHaveValue('e2e-b');
  await expect(page.getByRole('link', { name: 'E2E-BOLT' })).toBeVisible();
});

test('the dashboard\'s Low stock card opens the items list filtered to low stock (the filter in the address), on a laptop and a phone', async ({ page, signedIn }) => {
  const headers = { Authorization: `Bearer ${signedIn.accessToken}` };
  const post = apiPost(page, headers);
  const stamp = `LOW${Date.now()}`;
  const companyIdString = signedIn.user.defaultCompanyId;
  const item = (suffix: string, maintainStock: boolean) => post('/items', {
    itemCode: `${stamp}-${suffix}`, name: `Lowstock ${stamp} ${suffix}`, itemGroup: 'Low stock e2e', uom: 'each', valuationMethod: 'FIFO', maintainStock, allowNegativeStock: false, companyIdString,
  });
  await item('empty', true);
  await item('stocked', true);
  await item('service', false);
  await post('/stock-entries', { companyIdString, entryType: 'RECEIPT', postingDate: '2026-03-01', items: [{ itemCode: `${stamp}-stocked`, qty: 5, rate: 1 }] });

  for (const size of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(size);
    await page.goto('/');
    await page.getByTestId('dashboard-low-stock').getByRole('link', { name: 'Low stock' }).click();
    await expect(page.getByRole('heading', { name: 'Items', exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/inventory\/items\?(.*&)?lowStock=true/);
    await expect(page.getByRole('combobox', { name: 'Stock' })).toHaveValue('Low stock');

    // the filter is the address's: with a name added, only the item with nothing on hand is left
    await page.goto(`/inventory/items?lowStock=true&name=${stamp}`);
    await expect(page.getByText(`Lowstock ${stamp} empty`)).toBeVisible();
    await expect(page.getByText(`Lowstock ${stamp} stocked`)).toHaveCount(0);
    await expect(page.getByText(`Lowstock ${stamp} service`)).toHaveCount(0);
    await page.goto(`/inventory/items?name=${stamp}`);
    await expect(page.getByText(`Lowstock ${stamp} stocked`)).toBeVisible();
    await expect(page.getByText('3 in all')).toBeVisible();
  }
});
