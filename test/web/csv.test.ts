import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JournalEntry } from '../../src/contract/journal-entries';
import { loadMinorUnits } from '../../src/web/api/currencies';
import { csvFormatOf, csvOfRows, toCsv } from '../../src/web/components/data-table/csv';
import { accountMovementColumns, journalEntryColumns } from '../../src/web/features/journal-entries/columns';

const line = (accountId: string, debit: number, credit: number) => ({ id: `${accountId}-${debit}-${credit}`, accountId, debit, credit, description: null }) as unknown as JournalEntry['lines'][number];
const entry = (lines: JournalEntry['lines'], changes: Partial<JournalEntry> = {}) =>
  ({ id: 'e1', entryNumber: 'JE-1', postingDate: '2026-01-31', reference: 'Rent, "January"', source: 'MANUAL', currency: 'XTS', exchangeRate: '1', baseCurrency: 'XTS', totalDebit: 1234.5, totalCredit: 1234.5, createdAt: '2026-01-31T10:00:00Z', lines, ...changes }) as JournalEntry;

describe('CSV export', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('quotes fields with commas, quotes and line breaks (RFC 4180) and ends lines with CRLF', () => {
    expect(toCsv(['a', 'b'], [['x,y', 'say "hi"'], ['line\nbreak', 'plain']])).toBe('a,b\r\n"x,y","say ""hi"""\r\n"line\nbreak",plain\r\n');
  });

  it('follows the locale\'s spreadsheet: in de-DE fields are separated by semicolons and amounts take a decimal comma (German Excel reads them as numbers)', () => {
    expect(csvFormatOf('en-US')).toEqual({ separator: ',', decimal: '.' });
    expect(csvFormatOf('de-DE')).toEqual({ separator: ';', decimal: ',' });
    const columns = [
      { header: 'Number', text: (r: { n: string; a: string }) => r.n },
      { header: 'Amount', text: (r: { n: string; a: string }) => r.a, money: true },
    ];
    const rows = [{ n: '1.5; or so', a: '1234.50' }, { n: '10100', a: '-0.30' }];
    expect(csvOfRows(columns, rows, csvFormatOf('de-DE'))).toBe('Number;Amount\r\n"1.5; or so";1234,50\r\n10100;-0,30\r\n');
    expect(csvOfRows(columns, rows, csvFormatOf('en-US'))).toBe('Number,Amount\r\n1.5; or so,1234.50\r\n10100,-0.30\r\n');
  });

  it("writes an account's movements as exact sums: lines of 0.1 and 0.2 export as 0.3", () => {
    const csv = csvOfRows(accountMovementColumns('acc-1'), [entry([line('acc-1', 0.1, 0), line('acc-1', 0.2, 0), line('acc-2', 0, 0.3)])]);
    expect(csv).toBe('Debit here,Credit here\r\n0.3,0\r\n');
    expect(csv).not.toContain('0.30000000000000004');
  });

  it('writes amounts with the minor units of GET /currencies once loaded (the export loads them first)', async () => {
    const columns = journalEntryColumns.filter((c) => ['entryNumber', 'reference', 'totalDebit'].includes(c.id));
    const rows = [entry([]), entry([], { id: 'e2', entryNumber: 'JE-2', reference: 'Fee', totalDebit: 7, currency: 'IQD', baseCurrency: 'IQD' })];
    expect(csvOfRows(columns, rows)).toBe('Entry,Reference,Amount\r\nJE-1,"Rent, ""January""",1234.5\r\nJE-2,Fee,7\r\n');

    const currencies = [{ id: 'x', code: 'XTS', name: 'Test', minorUnits: 2 }, { id: 'i', code: 'IQD', name: 'Iraqi dinar', minorUnits: 3 }];
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ content: currencies, page: { number: 0, size: 200, totalElements: 2, totalPages: 1, nextCursor: null, previousCursor: null } })));
    await loadMinorUnits();
    expect(csvOfRows(columns, rows)).toBe('Entry,Reference,Amount\r\nJE-1,"Rent, ""January""",1234.50\r\nJE-2,Fee,7.000\r\n');
  });
});
