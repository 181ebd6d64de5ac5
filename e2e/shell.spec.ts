import { test, expect, axeViolations } from './fixtures';

test('navigation reaches every area (every planned page is built: no Coming group); unknown addresses get the 404 page', async ({ page, signedIn }) => {
  void signedIn;
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('button', { name: /^Coming/ })).toHaveCount(0);
  // areas fold: Settings opens on a click, and the area of the page on screen is open
  await nav.getByRole('button', { name: 'Settings', exact: true }).click();
  await nav.getByRole('link', { name: 'Imports' }).click();
  await expect(page.getByRole('heading', { name: 'Imports', exact: true })).toBeVisible();
  await nav.getByRole('link', { name: 'Companies' }).click();
  await expect(page.getByRole('heading', { name: 'Companies' })).toBeVisible();
  await page.goto('/purchasing/bills');
  await expect(nav.getByRole('link', { name: 'Bills' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Invoices' })).toBeHidden();
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  // a record that does not exist (or is another company's): the service's 404, and the way back
  await page.goto('/accounting/accounts/00000000-0000-7000-8000-000000000000');
  await expect(page.getByRole('alert')).toContainText('Account not found');
  await expect(page.getByRole('alert')).toContainText('The account does not exist.');
  await page.getByRole('link', { name: 'Back to the chart of accounts' }).click();
  await expect(page.getByRole('heading', { name: 'Chart of accounts' })).toBeVisible();
});

test('Ctrl+K opens the command palette', async ({ page, signedIn }) => {
  void signedIn;
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const search = page.getByRole('textbox', { name: 'Search pages' });
  await expect(search).toBeVisible();
  await search.fill('api keys');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/api-keys$/);

  // records too: a company by its code (journal entries numbered JE-ACMETR-... match it as well)
  await expect(search).toBeHidden(); // Ctrl+K toggles: pressed while the palette is still closing, it would close it
  await page.keyboard.press('Control+k');
  await search.fill('ACMETR');
  await page.getByRole('button', { name: /Acme Trading \(ACMETR\)/ }).click();
  await expect(page.getByRole('heading', { name: 'Acme Trading' })).toBeVisible();
});

test('the dark theme is remembered', async ({ page, signedIn }) => {
  void signedIn;
  await page.goto('/');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test('companies: create one, see it in the list and the switcher, and switch to it', async ({ page, signedIn }) => {
  void signedIn;
  await page.goto('/settings/companies/new');
  const dialog = page.getByRole('dialog', { name: 'New company' });
  await dialog.getByRole('button', { name: 'Create company' }).click();
  await expect(dialog.getByText('is required').first()).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Name' }).fill('Harbour Imports');
  await dialog.getByRole('textbox', { name: 'Code' }).fill('HARB');
  await dialog.getByRole('combobox', { name: 'Base currency' }).fill('EU');
  await page.getByRole('option', { name: /EUR · Euro/ }).click();
  await dialog.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByRole('heading', { name: 'Harbour Imports' })).toBeVisible();
  await expect(page.getByText('EUR', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Work in this company' }).click();
  await expect(page.getByRole('combobox', { name: 'Company' })).toHaveValue('Harbour Imports (HARB)');
  await page.goto('/settings/companies');
  await expect(page.getByRole('link', { name: 'Harbour Imports' })).toBeVisible();

  // A taken code: the server's 409 is shown and nothing is written.
  await page.goto('/settings/companies/new');
  const again = page.getByRole('dialog', { name: 'New company' });
  await again.getByRole('textbox', { name: 'Name' }).fill('Harbour Again');
  await again.getByRole('textbox', { name: 'Code' }).fill('harb');
  await again.getByRole('combobox', { name: 'Base currency' }).fill('USD');
  await page.getByRole('option', { name: /USD/ }).click();
  await again.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByText('The company code HARB is taken.')).toBeVisible();
});

test('a row opens its detail page; leaving a form with unsaved changes asks first', async ({ page, signedIn }) => {
  void signedIn;
  await page.goto('/settings/companies');
  await page.getByRole('row', { name: /Acme Trading/ }).getByRole('cell', { name: 'USD' }).click();
  await expect(page.getByRole('heading', { name: 'Acme Trading' })).toBeVisible();

  await page.goto('/settings/companies/new');
  await page.getByRole('dialog', { name: 'New company' }).getByRole('textbox', { name: 'Name' }).fill('Half typed');
  await page.getByRole('button', { name: 'Cancel' }).click();
  const confirm = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByRole('dialog', { name: 'New company' }).getByRole('textbox', { name: 'Name' })).toHaveValue('Half typed');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/settings\/companies$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('an open dialog adds no second banner landmark: one banner, the console\'s header, on a laptop and a phone', async ({ page, signedIn }) => {
  void signedIn;
  const oneBanner = async (what: string) => {
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    await expect(page.getByRole('banner'), what).toHaveCount(1);
    const violations = await axeViolations(page, ['landmark-no-duplicate-banner', 'landmark-banner-is-top-level']);
    expect(violations.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  };
  for (const size of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(size);
    // a dialog route (a form)
    await page.goto('/sales/customers/new');
    await expect(page.getByRole('dialog', { name: 'New customer' })).toBeVisible();
    await oneBanner(`the new-customer dialog at ${size.width}px`);
    // the command palette, a modal too
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('textbox', { name: 'Search pages' })).toBeVisible();
    await oneBanner(`the command palette at ${size.width}px`);
    await page.keyboard.press('Escape');
    if (size.width < 768) {
      // the navigation drawer on a phone
      await page.getByRole('button', { name: 'Toggle navigation' }).click();
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      await oneBanner('the navigation on a phone');
    }
  }
});
