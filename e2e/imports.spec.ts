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
  await page.getByRole('button', { name: 'Import 1 row', exact: true }).click();
  await expect(page.getByTestId('import-summary')).toContainText('1 created');

  await importFile(`Name,Email,Tax Id\r\n${name},ar@keeper.example,\r\n`, 'Update them');
  await expect(page.getByTestId('check-ready')).toContainText('0 to create, 1 to update, 0 unchanged');
  await expect(page.getByTestId('import-changes')).toContainText(`Row 2, ${name}: email from ap@keeper.example to ar@keeper.example`);
  await expect(page.getByTestId('import-changes')).not.toContainText('taxId');
  await page.getByRole('button', { name: 'Import 1 row', exact: true }).click();
  await expect(page.getByTestId('import-summary')).toContainText('1 updated');
});

/**
 * Five item rows: 2 and 4 with a valuation method the service does not know ("Moving Avg"), 3 with
 * a maintain-stock cell that is not yes or no, 4 and 5 without an item group, 6 without problems.
 */
function gridFile(tag: string) {
  return [
    'Item Code;Name;Item Group;UOM;Valuation Method;Maintain Stock;Allow Negative Stock',
    `GRID-${tag}-1;Bolt;Grid e2e;each;Moving Avg;true;false`,
    `GRID-${tag}-2;Screw;Other group;each;FIFO;maybe;false`,
    `GRID-${tag}-3;Nut;;each;Moving Avg;true;false`,
    `GRID-${tag}-4;Washer;;each;FIFO;true;false`,
    `GRID-${tag}-5;Pin;Grid e2e;each;FIFO;true;false`,
  ].join('\r\n');
}

const screens = [
  { name: 'a phone', viewport: { width: 390, height: 844 }, touch: true },
  { name: 'a laptop', viewport: { width: 1440, height: 900 }, touch: false },
] as const;

for (const screen of screens) {
  test.describe(`the problem grid on ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, hasTouch: screen.touch });

    test('whole messages by tap or focus, replace in a column, fill down, a skipped row left out of the check and the import', async ({ page, signedIn }) => {
      expect(signedIn.accessToken).toBeTruthy();
      test.setTimeout(120_000);
      const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
      await page.goto('/settings/imports/new');
      const chooser = page.waitForEvent('filechooser');
      await page.getByLabel('CSV file').click();
      await (await chooser).setFiles({ name: `grid-${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(gridFile(tag)) });
      await page.getByRole('button', { name: 'Next: columns' }).click();
      await page.getByRole('button', { name: 'Check the file' }).click();
      const counts = page.getByTestId('grid-counts');
      await expect(counts).toHaveText('4 rows with problems');

      // the whole message, in the words of someone fixing a spreadsheet, is on screen once the cell is tapped or focused, and belongs to the cell
      const message = '"Moving Avg" is not a valuation method: write Moving average, FIFO, LIFO or Standard cost';
      const cell = page.getByRole('textbox', { name: 'Row 2, valuationMethod' });
      if (screen.touch) await cell.tap();
      else await cell.focus();
      await expect(cell).toBeFocused();
      await expect(cell).toHaveAccessibleDescription(message);
      const shown = page.getByTestId('problem-row-2').getByText(message, { exact: true });
      await expect(shown).toBeInViewport({ ratio: 1 });
      expect(await shown.evaluate((el) => {
        const style = getComputedStyle(el);
        return { cut: el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight, ellipsis: style.textOverflow, wrap: style.whiteSpace };
      })).toEqual({ cut: false, ellipsis: 'clip', wrap: 'normal' });
      await expectAccessible(page, `import-grid-${screen.viewport.width}`);
      // the grid scrolls sideways inside its frame; the page does not
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

      // replace in a column: every cell of the grid that holds the text, and how many changed
      await page.getByRole('button', { name: 'Replace in valuationMethod' }).click();
      const replace = page.getByRole('dialog', { name: 'Replace in valuationMethod' });
      await replace.getByRole('textbox', { name: 'Find' }).fill('no such text');
      await replace.getByRole('textbox', { name: 'Replace with' }).fill('Moving average');
      await replace.getByRole('button', { name: 'Replace' }).click();
      await expect(replace.getByRole('textbox', { name: 'Find' })).toHaveAccessibleDescription(/No cell of valuationMethod in the grid holds "no such text"/);
      await expectAccessible(page, `import-grid-replace-${screen.viewport.width}`);
      await replace.getByRole('textbox', { name: 'Find' }).fill('moving avg');
      await replace.getByRole('button', { name: 'Replace' }).click();
      await expect(replace).toBeHidden();
      await expect(page.getByTestId('grid-status')).toHaveText('Replaced "moving avg" with "Moving average" in 2 cells of valuationMethod.');
      await expect(page.getByRole('textbox', { name: 'Row 2, valuationMethod' })).toHaveValue('Moving average');
      await expect(page.getByRole('textbox', { name: 'Row 4, valuationMethod' })).toHaveValue('Moving average');

      // skip a row: it stays in the grid, marked, and the counts say so; it can be taken back
      const skip3 = page.getByRole('checkbox', { name: 'Skip row 3' });
      if (screen.touch) await skip3.tap();
      else await skip3.check();
      await expect(counts).toHaveText('4 rows with problems, 1 skipped (not imported)');
      await expect(page.getByRole('textbox', { name: 'Row 3, maintainStock' })).toBeDisabled();
      await page.getByRole('checkbox', { name: 'Skip row 2' }).check();
      await expect(counts).toHaveText('4 rows with problems, 2 skipped (not imported)');
      await page.getByRole('checkbox', { name: 'Skip row 2' }).uncheck();
      await expect(counts).toHaveText('4 rows with problems, 1 skipped (not imported)');

      // checked again without row 3: the problems left keep the file's row numbers
      await page.getByRole('button', { name: 'Check again' }).click();
      await expect(counts).toHaveText('2 rows with problems, 1 skipped (not imported)');
      await expect(page.getByRole('textbox', { name: 'Row 4, itemGroup' })).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('textbox', { name: 'Row 5, itemGroup' })).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('checkbox', { name: 'Skip row 3' })).toBeChecked();

      // fill down: the value goes into the cells below with a problem in that column, not into a skipped row
      await page.getByRole('textbox', { name: 'Row 4, itemGroup' }).fill('Grid e2e');
      const fill = page.getByRole('button', { name: 'Fill down from row 4, itemGroup' });
      if (screen.touch) await fill.tap();
      else await fill.click();
      await expect(page.getByTestId('grid-status')).toHaveText('Filled "Grid e2e" into 1 cell of itemGroup below row 4.');
      await expect(page.getByRole('textbox', { name: 'Row 5, itemGroup' })).toHaveValue('Grid e2e');
      await expect(page.getByRole('textbox', { name: 'Row 3, itemGroup' })).toHaveValue('Other group');

      await page.getByRole('button', { name: 'Check again' }).click();
      await expect(page.getByTestId('check-ready')).toContainText('4 rows checked, no problems: 4 to create, 0 to update, 0 unchanged');
      await expect(page.getByTestId('check-ready')).toContainText('Row 3 is skipped and will not be imported.');
      await page.getByRole('button', { name: 'Import 4 rows' }).click();
      await expect(page.getByTestId('import-summary')).toContainText('4 rows in');
      await expect(page.getByTestId('import-summary')).toContainText('4 created, 0 updated, 0 unchanged. Row 3 was skipped.');

      // the skipped row was not imported; the others were, with their corrections
      const listed = await page.request.get(`/api/v1/items?itemCode=GRID-${tag}&sort=itemCode`, { headers: { Authorization: `Bearer ${signedIn.accessToken}` } });
      expect(listed.status()).toBe(200);
      const items = (await listed.json()).content as { itemCode: string; itemGroup: string; valuationMethod: string }[];
      expect(items.map((i) => [i.itemCode, i.itemGroup, i.valuationMethod])).toEqual([
        [`GRID-${tag}-1`, 'Grid e2e', 'MAVG'], [`GRID-${tag}-3`, 'Grid e2e', 'MAVG'], [`GRID-${tag}-4`, 'Grid e2e', 'FIFO'], [`GRID-${tag}-5`, 'Grid e2e', 'FIFO'],
      ]);
    });
  });
}

test('a grid of 400 refused rows renders only those in view, scrolls to the last, and Replace reaches every row', async ({ page, signedIn }) => {
  expect(signedIn.accessToken).toBeTruthy();
  test.setTimeout(120_000);
  const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
  const rows = Array.from({ length: 400 }, (_, i) => `MANY-${tag}-${i + 1};Part ${i + 1};Grid e2e;each;Moving Avg;true;false`);
  await page.goto('/settings/imports/new');
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel('CSV file').click();
  await (await chooser).setFiles({ name: `many-${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(['Item Code;Name;Item Group;UOM;Valuation Method;Maintain Stock;Allow Negative Stock', ...rows].join('\r\n')) });
  await page.getByRole('button', { name: 'Next: columns' }).click();
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByTestId('grid-counts')).toHaveText('400 rows with problems');
  await expect(page.getByTestId('problem-row-2')).toBeVisible();
  expect(await page.locator('[data-testid^="problem-row-"]').count()).toBeLessThan(40);

  // scrolled to the end (rows measured on the way), the last row is there
  // (the grid's own scrolling box; how far the last row's bottom is from the box's)
  const scrollToEnd = () => page.getByTestId('problem-grid').evaluate((grid) => {
    const box = [grid, ...grid.querySelectorAll<HTMLElement>('*')].find((el) => el.scrollHeight > el.clientHeight + 1)!;
    box.scrollTop = box.scrollHeight;
    const last = grid.querySelector('[data-testid="problem-row-401"]');
    return last ? Math.round(box.getBoundingClientRect().bottom - last.getBoundingClientRect().bottom) : null;
  });
  await expect(async () => {
    const gap = await scrollToEnd();
    expect(gap).not.toBeNull();
    expect(Math.abs(gap!)).toBeLessThan(20);
  }).toPass();
  expect(await page.locator('[data-testid^="problem-row-"]').count()).toBeLessThan(40);
  await expect(page.getByRole('textbox', { name: 'Row 401, valuationMethod' })).toHaveAccessibleDescription(/"Moving Avg" is not a valuation method/);

  await page.getByRole('button', { name: 'Replace in valuationMethod' }).click();
  const replace = page.getByRole('dialog', { name: 'Replace in valuationMethod' });
  await replace.getByRole('textbox', { name: 'Find' }).fill('Moving Avg');
  await replace.getByRole('textbox', { name: 'Replace with' }).fill('Moving average');
  await replace.getByRole('button', { name: 'Replace' }).click();
  await expect(page.getByTestId('grid-status')).toHaveText('Replaced "Moving Avg" with "Moving average" in 400 cells of valuationMethod.');
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByTestId('check-ready')).toContainText('400 rows checked, no problems: 400 to create');
});

test.describe('a German spreadsheet', () => {
  test.use({ locale: 'de-DE' });

  test('a file Excel saved as Windows-1252 is read as such and says so; decimals start as commas in de-DE', async ({ page, signedIn }) => {
    expect(signedIn.accessToken).toBeTruthy();
    const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
    await page.goto('/settings/imports/new');
    await expect(page.getByRole('heading', { name: 'New import' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Decimal separator in the file' })).toHaveValue('Comma: 12,50');
    const file = ['Item Code;Name;Item Group;UOM;Valuation Method;Maintain Stock;Allow Negative Stock', `W-${tag};Schraube Müller größer;Import e2e;Stück;FIFO;true;false`].join('\r\n');
    const chooser = page.waitForEvent('filechooser');
    await page.getByLabel('CSV file').click();
    await (await chooser).setFiles({ name: `excel-${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(file, 'latin1') });
    await expect(page.getByTestId('file-facts')).toHaveText(new RegExp(`excel-${tag}\\.csv · .* · 1 row`));
    await expect(page.getByTestId('file-encoding')).toContainText('Windows-1252');
    await page.getByRole('button', { name: 'Next: columns' }).click();
    await expect(page.getByRole('table', { name: 'Columns of the file' })).toContainText('Schraube Müller größer');
    await expect(page.getByRole('table', { name: 'Columns of the file' })).toContainText('Stück');
  });
});
