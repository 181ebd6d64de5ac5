import { test, expect } from './fixtures';

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
