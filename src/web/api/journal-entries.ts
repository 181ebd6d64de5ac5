import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '../../contract/common';
import type { JournalEntry, JournalEntryCreate, JournalEntryListQuery, JournalEntryReverse } from '../../contract/journal-entries';
import { accountKeys } from './accounts';
import { api } from './client';
import { useList, type ListQuery, type ListSource } from './list';
import { reportKeys } from './reports';
import { resourceKeys } from './resource-keys';

export type JournalEntryQuery = ListQuery<JournalEntryListQuery>;
export const journalEntryKeys = resourceKeys<JournalEntryQuery>('journal-entries');

export const journalEntryList: ListSource<JournalEntry, JournalEntryQuery> = {
  queryKey: journalEntryKeys.list,
  fetch: (query, signal) => api.get<Page<JournalEntry>>('/journal-entries', query, signal),
};

export const useJournalEntries = (query: JournalEntryQuery) => useList(journalEntryList, query);

export function useJournalEntry(id: string | undefined) {
  return useQuery({ queryKey: journalEntryKeys.detail(id ?? ''), queryFn: ({ signal }) => api.get<JournalEntry>(`/journal-entries/${id}`, undefined, signal), enabled: !!id });
}

/** Postings change balances and reports: a new entry invalidates them too. */
export function invalidateLedger(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([journalEntryKeys.all, accountKeys.all, reportKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useReverseJournalEntry(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JournalEntryReverse) => api.post<JournalEntry>(`/journal-entries/${id}/reverse`, input),
    onSuccess: () => invalidateLedger(queryClient),
  });
}

/** A manual entry: `POST /journal-entries`; it posts at once, so balances and reports change. */
export function useCreateJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JournalEntryCreate) => api.post<JournalEntry>('/journal-entries', input),
    onSuccess: () => invalidateLedger(queryClient),
  });
}
