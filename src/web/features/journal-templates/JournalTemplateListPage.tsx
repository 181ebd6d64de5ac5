import { SegmentedControl, Text } from '@mantine/core';
import { journalTemplateTypes, type JournalTemplate } from '../../../contract/journal-templates';
import { journalTemplates } from '../../api/journal-templates';
import type { DataColumn } from '../../components/data-table/DataTable';
import { SelectFilter } from '../../components/data-table/SelectFilter';
import { SearchFilter } from '../../components/data-table/SearchFilter';
import { useCompanyList } from '../../components/data-table/useCompanyList';
import { formatDate, formatDay, formatEnum } from '../../components/format';
import { moneyColumn } from '../../components/Money';
import { enumOptions } from '../../components/options';
import { ListPageLayout } from '../../components/ListPageLayout';
import { StatusBadge } from '../../components/StatusBadge';

/** The draft copy an authorization made: the same reference as its original, a period later. */
const isNextOccurrence = (t: JournalTemplate) => !!t.copiedFromId && t.status === 'DRAFT';

const columns: DataColumn<JournalTemplate>[] = [
  {
    id: 'reference',
    header: 'Reference',
    cell: (t) => (
      <>
        {t.reference}
        {isNextOccurrence(t) && <Text span size="xs" c="dimmed" fw={400}> · next occurrence</Text>}
      </>
    ),
    text: (t) => t.reference,
    sortable: true,
    alwaysVisible: true,
  },
  { id: 'status', header: 'Status', cell: (t) => <StatusBadge status={t.status} />, text: (t) => t.status, alwaysVisible: true },
  { id: 'postingDate', header: 'Posting date', cell: (t) => formatDay(t.ledgerDate), text: (t) => t.ledgerDate, sortable: true },
  moneyColumn({ id: 'amount', header: 'Amount', amount: (t) => t.amount, currency: (t) => t.currency }),
  { id: 'type', header: 'Type', cell: (t) => formatEnum(t.type), text: (t) => t.type },
  { id: 'createdAt', header: 'Created', cell: (t) => formatDate(t.createdAt), text: (t) => t.createdAt, sortable: true },
];

export default function JournalTemplateListPage() {
  const list = useCompanyList(journalTemplates, { defaultSort: '-postingDate', filters: ['status', 'type', 'reference'] as const });
  return (
    <ListPageLayout
      title="Journal templates"
      newLabel="New journal template" writeScope="journal-templates:write"
      description="A template is a recurring entry: authorizing it posts it to the ledger and creates a draft copy for the next period."
      empty={{ none: 'No journal templates yet.', create: 'Create the first template', filtered: 'No templates match these filters.' }}
      filters={
        <>
          <SearchFilter label="Search by reference" {...list.state.bindFilter('reference')} />
          <SelectFilter label="Type" data={enumOptions(journalTemplateTypes)} {...list.state.bindFilter('type')} w={160} />
          <SegmentedControl
            aria-label="Status"
            value={list.state.filters.status ?? 'ALL'}
            onChange={(v) => list.state.setFilter('status', v === 'ALL' ? undefined : v)}
            data={[{ value: 'ALL', label: 'All' }, { value: 'DRAFT', label: 'Draft' }, { value: 'AUTHORIZED', label: 'Authorized' }]}
          />
        </>
      }
      table={{ tableId: 'journal-templates', caption: 'Journal templates of the current company', columns, ...list, rowHref: (t) => `/accounting/journal-templates/${t.id}` }}
    />
  );
}
