import { describe, expect, test } from 'vitest';
import { parseCsv } from '../../src/contract/csv';
import { autoMapping, editKey, mappedCsv, missingColumns, undecidedColumns } from '../../src/web/features/imports/import-file';

const file = (text: string) => parseCsv(new TextEncoder().encode(text));

describe('the import wizard\'s file', () => {
  test('columns match by name ignoring case, spaces, underscores and hyphens; unknown and repeated ones are left for the user to decide', () => {
    const header = ['Item Code', 'NAME', 'item_group', 'colour', 'u-o-m', 'itemcode'];
    expect(autoMapping('ITEM', header)).toEqual(['itemCode', 'name', 'itemGroup', undefined, 'uom', undefined]);
    expect(missingColumns('ITEM', autoMapping('ITEM', header))).toEqual(['valuationMethod', 'maintainStock', 'allowNegativeStock']);
    expect(undecidedColumns(header, autoMapping('ITEM', header))).toEqual(['colour', 'itemcode']);
    // a column the user set to "Not imported" is decided
    expect(undecidedColumns(header, ['itemCode', 'name', 'itemGroup', null, 'uom', null])).toEqual([]);
  });

  test('a column goes by the names spreadsheets give it: "Customer Name", "Currency" for the type\'s currency field, "SKU"', () => {
    expect(autoMapping('CUSTOMER', ['Customer Name', 'Currency', 'E-Mail', 'VAT number', 'Colour'])).toEqual(['name', 'currencyCode', 'email', 'taxId', undefined]);
    expect(autoMapping('SUPPLIER', ['Supplier name', 'Currency'])).toEqual(['name', 'currencyCodeString']);
    expect(autoMapping('ACCOUNT', ['Account Name', 'Currency'])).toEqual(['name', 'currencyStringId']);
    expect(autoMapping('ITEM', ['SKU', 'Item Name', 'Unit'])).toEqual(['itemCode', 'name', 'uom']);
    // the exact name wins; the other column is left undecided, not silently dropped
    expect(autoMapping('CUSTOMER', ['Customer Name', 'Name'])).toEqual([undefined, 'name']);
  });

  test('the file sent is the mapped columns under their names, every row in its place, corrections applied, text never altered', () => {
    const source = file('Code;Name;Notes\r\nA-1;"Bolt; M6";=SUM(1)\r\nA-2;"He said ""hi""\nthen left";  spaced  \r\n');
    const edits = new Map([[editKey(3, 0), 'A-2b']]);
    const sent = mappedCsv(source, ['itemCode', 'name', null], edits);
    expect(sent).toBe('itemCode,name\r\nA-1,Bolt; M6\r\nA-2b,"He said ""hi""\nthen left"\r\n');
    const back = file(sent);
    expect(back.header).toEqual(['itemCode', 'name']);
    expect(back.rows).toEqual([{ line: 2, cells: ['A-1', 'Bolt; M6'] }, { line: 3, cells: ['A-2b', 'He said "hi"\nthen left'] }]);
    // a formula-looking or padded value goes as it was typed (no apostrophe, no trimming)
    expect(file(mappedCsv(source, [null, null, 'notes'], new Map())).rows.map((r) => r.cells[0])).toEqual(['=SUM(1)', '  spaced  ']);
  });
});
