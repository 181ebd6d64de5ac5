import { Badge, Text } from '@mantine/core';
import type { JournalEntry } from '../../../contract/journal-entries';
import type { DataColumn } from '../../components/data-table/DataTable';
import { formatDateTime, formatDay, formatEnum, formatMoney } from '../../components/format';

export const entryHref = (e: Pick<JournalEntry, 'id'>) => `/accounting/journal-entries/${e.id}`;

const money = (amount: number, currency: string) => <Text size="sm" ta="right">{formatMoney(amount, currency)}</Text>;

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
  { id: 'totalDebit', header: 'Amount', cell: (e) => money(e.totalDebit, e.currency), text: (e) => String(e.totalDebit) },
  { id: 'createdAt', header: 'Created', cell: (e) => formatDateTime(e.createdAt), text: (e) => e.createdAt, sortable: true },
];

/** What an entry posted on one account: its debit and credit there. */
export function accountMovementColumns(accountId: string): DataColumn<JournalEntry>[] {
  const sum = (e: JournalEntry, side: 'debit' | 'credit') => e.lines.filter((l) => l.accountId === accountId).reduce((total, l) => total + l[side], 0);
  return [
    { id: 'debit', header: 'Debit here', cell: (e) => money(sum(e, 'debit'), e.currency), text: (e) => String(sum(e, 'debit')) },
    { id: 'credit', header: 'Credit here', cell: (e) => money(sum(e, 'credit'), e.currency), text: (e) => String(sum(e, 'credit')) },
  ];
}
