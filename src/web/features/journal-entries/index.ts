import type { Feature } from '../../app/feature';
import { resourceRoutes } from '../../app/routes';

export const journalEntriesFeature: Feature = {
  nav: [{ area: 'Accounting', label: 'Journal entries', path: '/accounting/journal-entries' }],
  actions: [{ label: 'New journal entry', path: '/accounting/journal-entries/new' }],
  routes: resourceRoutes('accounting/journal-entries', {
    list: () => import('./JournalEntryListPage'),
    create: () => import('./JournalEntryCreateModal'),
    detail: () => import('./JournalEntryDetailPage'),
    recordDialogs: { reverse: () => import('./JournalEntryReverseModal') },
  }),
  searchRecords: async (...args) => (await import('./palette')).searchJournalEntries(...args),
};
