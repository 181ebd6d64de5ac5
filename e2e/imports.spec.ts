import { test, expect, expectAccessible } from './fixtures';

/** An item file of three rows, the second with a valuation method the service refuses. */
function itemFile(tag: string) {
  return [
    'Item Code;Name;Item Group;UOM;Valuation Method;Maintain Stock;Allow Negative Stock',
    `IMP-${tag}-1;Imported bolt;Import e2e;each;FIFO;true;false`,
    `IMP-${tag}-2;"Imported nut; M6";Import e2e;each;WRONG;true;false`,
    `IMP-${tag}-3;Imported washer;Import e2e;each;MAVG;yes;no`,
  ].join('\r\n');
}

test('the import wizard: a file with an error, fixed in the grid, checked again and imported; the history shows it', async ({ page, signedIn }) => {
  expect(signedIn.accessToken).toBeTruthy();
  test.setTimeout(120_000);
  const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
  await page.goto('/settings/imports');
  await expect(page.getByRole('heading', { name: 'Imports', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'New import' }).click();
  await expect(page.getByRole('heading', { name: 'New import' })).toBeVisible();

  // the type (items by default) and the file: name, size and rows shown
  await expect(page.getByRole('combobox', { name: 'What to import' })).toHaveValue('Items');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the template' }).click();
  expect((await download).suggestedFilename()).toBe('ITEM.csv');
  // a file dropped on the page is read too
  const dropped = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['itemCode\nX-1\n'], 'dropped.csv', { type: 'text/csv' }));
    return transfer;
  });
  await page.getByTestId('file-drop').dispatchEvent('drop', { dataTransfer: dropped });
  await expect(page.getByTestId('file-facts')).toHaveText(/^dropped\.csv · \d+ bytes · 1 row$/);
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel('CSV file').click();
  await (await chooser).setFiles({ name: `items-${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(itemFile(tag)) });
  await expect(page.getByTestId('file-facts')).toHaveText(new RegExp(`items-${tag}\\.csv · \\d+ bytes · 3 rows`));
  await expectAccessible(page, 'import-wizard-file');
  await page.getByRole('button', { name: 'Next: columns' }).click();

  // the columns matched by name, with a preview of the first rows
  await expect(page.getByRole('combobox', { name: 'Import Item Code as' })).toHaveValue('itemCode');
  await expect(page.getByRole('combobox', { name: 'Import Valuation Method as' })).toHaveValue('valuationMethod');
  await expect(page.getByRole('table', { name: 'Columns of the file' })).toContainText('Imported nut; M6');
  await expectAccessible(page, 'import-wizard-columns');
  await page.getByRole('button', { name: 'Check the file' }).click();

  // the dry run refuses row 3; the cell is fixed by typing and the file checked again
  const cell = page.getByRole('textbox', { name: 'Row 3, valuationMethod' });
  await expect(cell).toHaveValue('WRONG');
  await expect(cell).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Nothing was imported: fix these rows')).toBeVisible();
  await expectAccessible(page, 'import-wizard-problems');
  await cell.fill('STANDARD');
  await page.getByRole('button', { name: 'Check again' }).click();
  // STANDARD needs a standard cost: a new problem on the same row, shown where the user looks
  await expect(page.getByTestId('problem-row-3')).toContainText(/standardCost|standard cost/i);
  await page.getByRole('textbox', { name: 'Row 3, valuationMethod' }).fill('FIFO');
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByTestId('check-ready')).toContainText('3 rows checked, no problems: 3 to create, 0 to update, 0 unchanged');
  await expectAccessible(page, 'import-wizard-ready');

  // the import, its summary and the records
  await page.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(page.getByTestId('import-summary')).toContainText('3 created, 0 updated, 0 unchanged');
  await expectAccessible(page, 'import-wizard-summary');
  await page.getByRole('link', { name: 'See the items' }).click();
  await page.getByRole('searchbox', { name: 'Code starts with' }).fill(`IMP-${tag}`);
  await expect(page.getByRole('row', { name: new RegExp(`IMP-${tag}-2`) })).toContainText('Imported nut; M6');

  // the history
  await page.goto('/settings/imports');
  const history = page.getByRole('row', { name: new RegExp(`items-${tag}\\.csv`) });
  await expect(history).toContainText(/succeeded/i);
  await expect(history).toContainText(/Items/);
  await expectAccessible(page, 'import-history');
});

test('updating customers from a file: an empty cell keeps the field, and the check previews each change before anything is written', async ({ page, signedIn }) => {
  expect(signedIn.accessToken).toBeTruthy();
  test.setTimeout(120_000);
  const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
  const name = `Keeper ${tag}`;
  const importFile = async (csv: string, mode: 'Refuse them (only new)' | 'Update them') => {
    await page.goto('/settings/imports/new');
    await page.getByRole('combobox', { name: 'What to import' }).click();
    await page.getByRole('option', { name: 'Customers' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByLabel('CSV file').click();
    await (await chooser).setFiles({ name: `customers-${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText(mode).click();
    if (mode === 'Update them') await expect(page.getByTestId('upsert-rule')).toContainText('an empty cell leaves the field as it is');
    await page.getByRole('button', { name: 'Next: columns' }).click();
    await page.getByRole('button', { name: 'Check the file' }).click();
  };
  // a column nothing matches waits for a decision; "Customer Name" and "Currency" are matched by what they mean
  await page.goto('/settings/imports/new');
  await page.getByRole('combobox', { name: 'What to import' }).click();
  await page.getByRole('option', { name: 'Customers' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel('CSV file').click();
  await (await chooser).setFiles({ name: `new-${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(`Customer Name,Currency,Colour\r\nEuro ${tag},EUR,blue\r\n`) });
  await page.getByRole('button', { name: 'Next: columns' }).click();
  await expect(page.getByRole('combobox', { name: 'Import Customer Name as' })).toHaveValue('name');
  await expect(page.getByRole('combobox', { name: 'Import Currency as' })).toHaveValue('currencyCode');
  await expect(page.getByTestId('undecided-columns')).toContainText('Colour');
  await expectAccessible(page, 'import-wizard-undecided'); // a warning's title is readable (AA)
  await expect(page.getByRole('button', { name: 'Check the file' })).toBeDisabled();
  await page.getByRole('combobox', { name: 'Import Colour as' }).click();
  await page.getByRole('option', { name: 'Not imported' }).click();
  await expect(page.getByTestId('undecided-columns')).toHaveCount(0);
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByTestId('check-ready')).toContainText('1 to create');

  await importFile(`Name,Email,Tax Id\r\n${name},ap@keeper.example,DE123\r\n`, 'Refuse them (only new)');
  await page.getByRole('button', { name: 'Import 1 rows' }).click();
  await expect(page.getByTestId('import-summary')).toContainText('1 created');

  await importFile(`Name,Email,Tax Id\r\n${name},ar@keeper.example,\r\n`, 'Update them');
  await expect(page.getByTestId('check-ready')).toContainText('0 to create, 1 to update, 0 unchanged');
  await expect(page.getByTestId('import-changes')).toContainText(`Row 2, ${name}: email from ap@keeper.example to ar@keeper.example`);
  await expect(page.getByTestId('import-changes')).not.toContainText('taxId');
  await page.getByRole('button', { name: 'Import 1 rows' }).click();
  await expect(page.getByTestId('import-summary')).toContainText('1 updated');
});
