import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '../../contract/common';
import type { JournalTemplate, JournalTemplateAuthorized, JournalTemplateBody, JournalTemplateCreate, JournalTemplateListQuery } from '../../contract/journal-templates';
import { api } from './client';
import { invalidateLedger } from './journal-entries';
import { useList, type ListQuery, type ListSource } from './list';
import { resourceKeys } from './resource-keys';

export type JournalTemplateQuery = ListQuery<JournalTemplateListQuery>;
export const journalTemplateKeys = resourceKeys<JournalTemplateQuery>('journal-templates');

export const journalTemplateList: ListSource<JournalTemplate, JournalTemplateQuery> = {
  queryKey: journalTemplateKeys.list,
  fetch: (query, signal) => api.get<Page<JournalTemplate>>('/journal-templates', query, signal),
};

export const useJournalTemplates = (query: JournalTemplateQuery) => useList(journalTemplateList, query);

export function useJournalTemplate(id: string | undefined) {
  return useQuery({ queryKey: journalTemplateKeys.detail(id ?? ''), queryFn: ({ signal }) => api.get<JournalTemplate>(`/journal-templates/${id}`, undefined, signal), enabled: !!id });
}

export function useCreateJournalTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JournalTemplateCreate) => api.post<JournalTemplate>('/journal-templates', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalTemplateKeys.all }),
  });
}

/** Posts the template as a journal entry, marks it authorized and creates a draft copy from `copy`. */
export function useAuthorizeJournalTemplate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (copy: JournalTemplateBody) => api.put<JournalTemplateAuthorized>(`/journal-templates/authorize/${id}`, copy),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: journalTemplateKeys.all }), invalidateLedger(queryClient)]),
  });
}
