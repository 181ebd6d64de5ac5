import { describe, expect, it } from 'vitest';
import { csvLine, neutralized, parseCsv } from '../../src/contract/csv';
import { toCsv } from '../../src/web/components/data-table/csv';

/** What a spreadsheet would run: the security review's cells and OWASP's leading characters. */
const FORMULAS = [
  '+1+HYPERLINK("http://evil.example")',
  "-1+1+cmd|' /C calc'!A0",
  '=SUM(A1:A9)',
  '@SUM(1)',
  '\t=1+1',
  '\r=1+1',
  '-',
  '+49 30 1234567',
  '-12.50 EUR',
];

describe('CSV cells a spreadsheet would run as formulas are neutralized in every CSV written (OWASP)', () => {
  it.each(FORMULAS)('%j gets a leading apostrophe', (cell) => {
    expect(neutralized(cell)).toBe(`'${cell}`);
  });

  it('plain numbers stay numbers (amounts still add up), and other text is untouched', () => {
    for (const cell of ['-12.50', '-12,50', '-0', '12', 'Bolt', "O'Brien", 'a=b', '']) expect(neutralized(cell)).toBe(cell);
  });

  it('the service writer (errors.csv, templates) quotes a neutralized cell, and reading the file back gives the cell as written', () => {
    const line = csvLine(FORMULAS);
    for (const cell of FORMULAS) expect(line).toContain(`"'${cell.replaceAll('"', '""')}"`);
    expect(parseCsv(new TextEncoder().encode(`a\r\n${csvLine(['x'])}`)).rows[0].cells).toEqual(['x']);
    const back = parseCsv(new TextEncoder().encode(csvLine(FORMULAS.map((_, i) => `c${i}`)) + line));
    expect(back.rows[0].cells).toEqual(FORMULAS);
  });

  it("the console's list export neutralizes the same way, with either separator", () => {
    for (const separator of [',', ';'] as const) {
      const csv = toCsv(['name', 'amount'], FORMULAS.map((cell) => [cell, '-12,50']), separator);
      const rows = csv.trimEnd().split('\r\n').slice(1);
      rows.forEach((row, i) => expect(row.startsWith(`"'${FORMULAS[i].slice(0, 1)}`)).toBe(true));
      expect(rows[0].endsWith(separator === ';' ? ';-12,50' : ',"-12,50"')).toBe(true);
    }
  });
});
