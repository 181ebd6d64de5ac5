import { journalSources } from '../../../contract/journal-entries';
import { accounts, accountLabel, accountPicker } from '../../api/accounts';
import { journalEntries } from '../../api/journal-entries';
import { RecordFilter } from '../../components/data-table/RecordFilter';
import { SelectFilter } from '../../components/data-table/SelectFilter';
import { SearchFilter } from '../../components/data-table/SearchFilter';
import { useCompanyList } from '../../components/data-table/useCompanyList';
import { ListPageLayout } from '../../components/ListPageLayout';
import { enumOptions } from '../../components/options';
import { FiscalDateRangeFilter } from '../periods/FiscalDateRangeFilter';
import { entryHref, journalEntryColumns } from './columns';

export default function JournalEntryListPage() {
  const list = useCompanyList(journalEntries, { defaultSort: '-postingDate', filters: ['fromDate', 'toDate', 'accountId', 'source', 'reference'] as const });
  return (
    <ListPageLayout
      title="Journal entries"
      newLabel="New journal entry" writeScope="journal-entries:write"
      description="The ledger: every posted entry, manual or from journal templates, reversals and other documents. Posted entries are never changed; reverse one to undo it."
      empty={{ none: 'Nothing posted yet. Post a manual entry, or authorize a journal template to post its entry.', create: 'Post the first entry', filtered: 'No entries match these filters.' }}
      filters={
        <>
          <FiscalDateRangeFilter {...list.state.bindFilters('fromDate', 'toDate')} />
          <RecordFilter label="Account" picker={accountPicker} useRecord={accounts.useOne} optionLabel={accountLabel} {...list.state.bindFilter('accountId')} w={240} />
          <SelectFilter label="Source" data={enumOptions(journalSources)} {...list.state.bindFilter('source')} w={170} />
          <SearchFilter label="Reference or number" {...list.state.bindFilter('reference')} />
        </>
      }
      table={{ tableId: 'journal-entries', caption: 'Journal entries of the current company', columns: journalEntryColumns, ...list, rowHref: entryHref }}
    />
  );
}
