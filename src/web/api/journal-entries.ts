import type { JournalEntry, JournalEntryCreate, JournalEntryListQuery, JournalEntryReverse } from '../../contract/journal-entries';
import { accounts } from './accounts';
import { api } from './client';
import type { ListQuery } from './list';
import { reportKeys } from './reports';
import { createResourceApi } from './resource-api';

export type JournalEntryQuery = ListQuery<JournalEntryListQuery>;
/** Postings change balances and reports: a new entry invalidates them too. */
export const journalEntries = createResourceApi<{ record: JournalEntry; query: JournalEntryQuery; create: JournalEntryCreate }>({
  name: 'journal-entries',
  path: '/journal-entries',
  alsoInvalidates: () => [accounts.keys.all, reportKeys.all],
});

export const useReverseJournalEntry = (id: string) =>
  journalEntries.useChange((input: JournalEntryReverse) => api.post<JournalEntry>(`/journal-entries/${id}/reverse`, input));
