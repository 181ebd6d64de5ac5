import type { JournalTemplate, JournalTemplateAuthorized, JournalTemplateBody, JournalTemplateCreate, JournalTemplateListQuery } from '../../contract/journal-templates';
import { api } from './client';
import { journalEntries } from './journal-entries';
import type { ListQuery } from './list';
import { createResourceApi } from './resource-api';

export type JournalTemplateQuery = ListQuery<JournalTemplateListQuery>;
/** Authorizing posts an entry: the ledger's caches go stale with the templates'. */
export const journalTemplates = createResourceApi<{ record: JournalTemplate; query: JournalTemplateQuery; create: JournalTemplateCreate }>({
  name: 'journal-templates',
  path: '/journal-templates',
  alsoInvalidates: () => journalEntries.staleKeys(),
});

/** Posts the template as a journal entry, marks it authorized and creates a draft copy from `copy`. */
export const useAuthorizeJournalTemplate = (id: string) =>
  journalTemplates.useChange((copy: JournalTemplateBody) => api.put<JournalTemplateAuthorized>(`/journal-templates/authorize/${id}`, copy));
