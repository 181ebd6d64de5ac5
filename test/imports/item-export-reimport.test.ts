import { expect, test } from 'vitest';
import { parseCsv } from '../../src/contract/csv';
import type { Item } from '../../src/contract/items';
import { csvFormatOf, csvOfRows } from '../../src/web/components/data-table/csv';
import { autoMapping, mappedCsv, missingColumns, undecidedColumns } from '../../src/web/features/imports/import-file';
import { itemExportColumns } from '../../src/web/features/items/item-export';
import { ok } from '../support/accounting-fixtures';
import { bearer } from '../support/fixtures';
import { useTwoCompanyApp } from '../support/two-companies';
import { importCsv } from './support';

/**
 * The items list's CSV export (the console's Export CSV, src/web/features/items/item-export.ts)
 * goes back in through the import wizard's ITEM type: every column matched by name, every value
 * read, in both the en-US file (commas, decimal points) and the de-DE one (semicolons, decimal
 * commas, imported with decimalSeparator=,), and an UPSERT of it changes nothing.
 */

const world = useTwoCompanyApp();
const h = () => bearer(world.admin.token);

test.each(['en-US', 'de-DE'])('the items export of %s imports back (UPSERT): every column matched, no errors, every row unchanged', async (locale) => {
  const companyIdString = world.company.id;
  const prefix = `EXP-${locale}-`;
  const create = (itemCode: string, fields: Record<string, unknown>) => world.api.post('/items', {
    itemCode: `${prefix}${itemCode}`, name: `Item ${itemCode}`, itemGroup: 'Goods', uom: 'pcs', valuationMethod: 'MAVG', maintainStock: true, allowNegativeStock: false, companyIdString, ...fields,
  });
  ok(await create('A', {}), 201);
  ok(await create('B', { name: 'Bolt, "M10"; zinc', valuationMethod: 'STANDARD', standardCost: 1234.5, allowNegativeStock: true }), 201);
  ok(await create('C', { valuationMethod: 'FIFO', maintainStock: false, itemGroup: 'Services', uom: 'h' }), 201);
  ok(await create('D', { valuationMethod: 'LIFO', standardCost: 0.07 }), 201);
  ok(await world.api.post('/stock-entries', { companyIdString, entryType: 'RECEIPT', postingDate: '2026-03-10', items: [{ itemCode: `${prefix}A`, qty: 2.5, rate: 3 }] }), 201);
  const listed = ok(await world.api.get(`/items?itemCode=${encodeURIComponent(prefix)}&size=200`)).content as Item[];
  expect(listed).toHaveLength(4);

  const exported = csvOfRows(itemExportColumns('USD'), listed, csvFormatOf(locale));
  const file = parseCsv(new TextEncoder().encode(exported));
  const mapping = autoMapping('ITEM', file.header);
  expect(undecidedColumns(file.header, mapping)).toEqual([]);
  expect(missingColumns('ITEM', mapping)).toEqual([]);
  expect(mapping).toEqual(['itemCode', 'name', 'itemGroup', 'uom', 'valuationMethod', 'maintainStock', 'allowNegativeStock', 'standardCost']);
  if (locale === 'de-DE') expect(exported).toContain(';1234,5\r\n');

  const { res } = await importCsv(world.t, h(), mappedCsv(file, mapping, new Map()), {
    importType: 'ITEM', companyId: companyIdString, mode: 'UPSERT', decimalSeparator: csvFormatOf(locale).decimal,
  });
  expect(ok(res)).toMatchObject({ status: 'SUCCEEDED', rows: 4, created: 0, updated: 0, unchanged: 4 });
  expect(ok(await world.api.get(`/items?itemCode=${encodeURIComponent(prefix)}&size=200`)).content).toEqual(listed);
});
