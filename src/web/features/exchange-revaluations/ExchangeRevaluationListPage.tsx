import { Link } from 'react-router-dom';
import { Anchor } from '@mantine/core';
import type { ExchangeRevaluation } from '../../../contract/exchange-revaluations';
import { exchangeRevaluations, revaluationHref } from '../../api/exchange-revaluations';
import type { DataColumn } from '../../components/data-table/DataTable';
import { FiscalDateRangeFilter } from '../periods/FiscalDateRangeFilter';
import { useCompanyList } from '../../components/data-table/useCompanyList';
import { formatDateTime, formatDay } from '../../components/format';
import { ListPageLayout } from '../../components/ListPageLayout';
import { moneyColumn } from '../../components/Money';

/** A journal entry of the revaluation, by what it is (the list does not load every entry for its number). */
const entryLink = (id: string | null, label: string) => (id ? <Anchor component={Link} to={`/accounting/journal-entries/${id}`} onClick={(e) => e.stopPropagation()}>{label}</Anchor> : '—');

const columns: DataColumn<ExchangeRevaluation>[] = [
  { id: 'date', header: 'Date', cell: (r) => formatDay(r.date), text: (r) => r.date, sortable: true, alwaysVisible: true },
  { id: 'number', header: 'Number', cell: (r) => r.number, text: (r) => r.number, sortable: true },
  { ...moneyColumn({ id: 'difference', header: 'Difference', amount: (r: ExchangeRevaluation) => r.difference, currency: (r: ExchangeRevaluation) => r.baseCurrency }), keyFigure: true },
  { id: 'journalEntry', header: 'Journal entry', cell: (r) => entryLink(r.journalEntryId, 'Entry'), text: (r) => r.journalEntryId ?? '' },
  { id: 'reversal', header: 'Reversal', cell: (r) => entryLink(r.reversalJournalEntryId, 'Reversal'), text: (r) => r.reversalJournalEntryId ?? '' },
  { id: 'createdAt', header: 'Created', cell: (r) => formatDateTime(r.createdAt), text: (r) => r.createdAt, sortable: true },
];

/**
 * Route `accounting/exchange-revaluations`: the company's revaluations, newest first; each posts
 * the unrealized exchange difference on its date and reverses it on the next day.
 */
export default function ExchangeRevaluationListPage() {
  const list = useCompanyList(exchangeRevaluations, { defaultSort: '-date', filters: ['fromDate', 'toDate'] as const });
  return (
    <ListPageLayout
      title="Exchange revaluations"
      newLabel="Revalue" writeScope="exchange-revaluations:write"
      description="Open foreign-currency invoices, credit notes, bills and accounts kept in another currency, valued at a day's rates: the difference to what the ledger carries is posted on that day and reversed on the next."
      empty={{ none: 'No revaluations yet: revalue at a month end.', create: 'Revalue now', filtered: 'No revaluation in these dates.' }}
      filters={<FiscalDateRangeFilter {...list.state.bindFilters('fromDate', 'toDate')} />}
      table={{ tableId: 'exchange-revaluations', caption: 'Exchange revaluations of the current company', columns, ...list, rowHref: revaluationHref }}
    />
  );
}
