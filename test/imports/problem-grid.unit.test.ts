import { describe, expect, test } from 'vitest';
import { parseCsv } from '../../src/contract/csv';
import { editKey, fileRow, fileRowsInText, mappedCsv, renumberProblemsCsv, sentLines } from '../../src/web/features/imports/import-file';
import { cellValue, fillCells, problemColumnsFirst, replaceInColumn, toggled } from '../../src/web/features/imports/grid-edits';

const file = (text: string) => parseCsv(new TextEncoder().encode(text));

const source = file('code,method\r\nA-1,Moving Avg\r\nA-2,moving avg (old)\r\nA-3,FIFO\r\nA-4,\r\n');
const row = (line: number) => source.rows.find((r) => r.line === line)!;

describe('the problem grid\'s edits', () => {
  test('a cell shows the user\'s correction, else the file\'s text', () => {
    const edits = new Map([[editKey(2, 1), 'MAVG']]);
    expect(cellValue(row(2), 1, edits)).toBe('MAVG');
    expect(cellValue(row(3), 1, edits)).toBe('moving avg (old)');
    expect(cellValue(row(5), 1, edits)).toBe('');
  });

  test('fill down sets the value in the given rows\' cells of the column and counts only the cells it changed', () => {
    const before = new Map([[editKey(4, 1), 'LIFO']]);
    const { edits, changed } = fillCells([row(3), row(4), row(5)], 1, 'FIFO', before);
    expect(changed).toBe(3);
    expect([3, 4, 5].map((line) => cellValue(row(line), 1, edits))).toEqual(['FIFO', 'FIFO', 'FIFO']);
    // the edits given are not touched; another column is not touched
    expect(before.get(editKey(4, 1))).toBe('LIFO');
    expect(cellValue(row(3), 0, edits)).toBe('A-2');
    // a cell that already holds the value is not counted
    expect(fillCells([row(4)], 1, 'FIFO', new Map()).changed).toBe(0);
    expect(fillCells([], 1, 'FIFO', new Map()).changed).toBe(0);
  });

  test('replace changes every occurrence of the text in the column, ignoring case, literally, and counts the cells changed', () => {
    const rows = [row(2), row(3), row(4), row(5)];
    const { edits, changed } = replaceInColumn(rows, 1, 'moving avg', 'Moving average', new Map());
    expect(changed).toBe(2);
    expect(rows.map((r) => cellValue(r, 1, edits))).toEqual(['Moving average', 'Moving average (old)', 'FIFO', '']);
    // characters a pattern would read are plain text; an empty search changes nothing
    expect(replaceInColumn(rows, 1, '(old)', '', new Map()).edits.get(editKey(3, 1))).toBe('moving avg ');
    expect(replaceInColumn(rows, 1, '.', 'x', new Map()).changed).toBe(0);
    expect(replaceInColumn(rows, 1, '', 'x', new Map()).changed).toBe(0);
    // a corrected cell is searched as corrected
    expect(replaceInColumn([row(4)], 1, 'LIFO', 'MAVG', new Map([[editKey(4, 1), 'LIFO']])).changed).toBe(1);
    // a replacement that holds the text does not loop
    expect(replaceInColumn([row(4)], 1, 'fifo', 'FIFO FIFO', new Map()).edits.get(editKey(4, 1))).toBe('FIFO FIFO');
  });

  test('skipping toggles a row and leaves the set given alone', () => {
    const none = new Set<number>();
    const one = toggled(none, 3);
    expect([...one]).toEqual([3]);
    expect(none.size).toBe(0);
    expect([...toggled(one, 3)]).toEqual([]);
  });
});

describe('skipped rows are not sent, and the service\'s row numbers are read back as the file\'s', () => {
  test('the file sent leaves the skipped rows out', () => {
    const sent = mappedCsv(source, ['itemCode', 'valuationMethod'], new Map(), new Set([3, 4]));
    expect(sent).toBe('itemCode,valuationMethod\r\nA-1,Moving Avg\r\nA-4,\r\n');
    expect(sentLines(source, new Set([3, 4]))).toEqual([2, 5]);
    expect(sentLines(source, new Set())).toEqual([2, 3, 4, 5]);
  });

  test('a row number of the service (2 is the first row sent) is the file\'s row; 0 (the whole file) stays 0', () => {
    const lines = sentLines(source, new Set([3, 4]));
    expect(fileRow(2, lines)).toBe(2);
    expect(fileRow(3, lines)).toBe(5);
    expect(fileRow(0, lines)).toBe(0);
    expect(fileRowsInText('repeats the item code of row 2; see row 3', [7, 9])).toBe('repeats the item code of row 7; see row 9');
    expect(fileRowsInText('2 of 3 rows have problems', [7, 9])).toBe('2 of 3 rows have problems');
  });

  test('the problems file downloaded numbers its rows as the file does', () => {
    const served = 'row,itemCode,valuationMethod,problems\r\n2,A-1,Moving Avg,"valuationMethod: ""Moving Avg"" is not a valuation method"\r\n3,A-4,,"a, b"\r\n,,,the file\r\n';
    expect(renumberProblemsCsv(served, [2, 5])).toBe('row,itemCode,valuationMethod,problems\r\n2,A-1,Moving Avg,"valuationMethod: ""Moving Avg"" is not a valuation method"\r\n5,A-4,,"a, b"\r\n,,,the file\r\n');
  });
});

describe('the problem grid\'s columns', () => {
  test('those with a problem come first, by header or by field, each group in the file\'s order', () => {
    const columns = ['Item Code', 'Name', 'Price', 'Group', 'Cost'].map((header, index) => ({ index, header, target: header.toLowerCase() }));
    const ordered = problemColumnsFirst(columns, [{ column: 'cost' }, { column: 'Price' }, { column: null }, { column: 'cost' }]);
    expect(ordered.map((c) => c.header)).toEqual(['Price', 'Cost', 'Item Code', 'Name', 'Group']);
    expect(problemColumnsFirst(columns, []).map((c) => c.header)).toEqual(columns.map((c) => c.header));
  });
});
