import { Badge } from '@mantine/core';
import type { JournalEntry } from '../../../contract/journal-entries';
import type { DataColumn } from '../../components/data-table/DataTable';
import { formatDateTime, formatDay, formatEnum } from '../../components/format';
import { moneyColumn } from '../../components/Money';
import { lineTotals } from '../../money/money';

export const entryHref = (e: Pick<JournalEntry, 'id'>) => `/accounting/journal-entries/${e.id}`;

/** The columns of a list of journal entries (the entries page, an account's entries). */
export const journalEntryColumns: DataColumn<JournalEntry>[] = [
  { id: 'entryNumber', header: 'Entry', cell: (e) => e.entryNumber, text: (e) => e.entryNumber, sortable: true, alwaysVisible: true },
  { id: 'postingDate', header: 'Posting date', cell: (e) => formatDay(e.postingDate), text: (e) => e.postingDate, sortable: true },
  { id: 'reference', header: 'Reference', cell: (e) => e.reference, text: (e) => e.reference },
  {
    id: 'source',
    header: 'Source',
    cell: (e) => (
      <>
        {formatEnum(e.source)} {e.reversedById && <Badge size="xs" color="gray" variant="outline">reversed</Badge>}
      </>
    ),
    text: (e) => e.source,
  },
  { id: 'currency', header: 'Currency', cell: (e) => e.currency, text: (e) => e.currency },
  moneyColumn({ id: 'totalDebit', header: 'Amount', amount: (e) => e.totalDebit, currency: (e) => e.baseCurrency }),
  { id: 'createdAt', header: 'Created', cell: (e) => formatDateTime(e.createdAt), text: (e) => e.createdAt, sortable: true },
];

/** What an entry posted on one account: its debit and credit there. */
export function accountMovementColumns(accountId: string): DataColumn<JournalEntry>[] {
  const here = (e: JournalEntry) => lineTotals(e.lines.filter((l) => l.accountId === accountId));
  return [
    moneyColumn({ id: 'debit', header: 'Debit here', amount: (e) => here(e).debit, currency: (e) => e.baseCurrency }),
    moneyColumn({ id: 'credit', header: 'Credit here', amount: (e) => here(e).credit, currency: (e) => e.baseCurrency }),
  ];
}
