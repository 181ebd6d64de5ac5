import { journalEntry, journalEntryCreate, journalEntryListQuery, journalEntryReverse } from '../../contract/journal-entries';
import { getJournalEntry, listJournalEntries } from '../domain/ledger/ledger';
import { createManualEntry, reverseEntry } from '../domain/accounting/journal-entries';
import { resourceRoutes } from './resource-kit';

export const journalEntryRoutes = resourceRoutes('journal-entries', (kit) => {
  kit.create({ summary: 'Post a manual journal entry', body: journalEntryCreate, response: journalEntry, run: createManualEntry });
  kit.list({ summary: 'List journal entries with their lines', query: journalEntryListQuery, record: journalEntry, run: listJournalEntries });
  kit.get({ summary: 'Get journal entry', response: journalEntry, run: getJournalEntry });
  kit.action('reverse', {
    summary: 'Reverse a journal entry',
    description: 'Posts a new entry with every line\'s sides swapped; an entry is reversed once. Posted entries are never edited. '
      + 'The body is optional; without one the reversal carries the original date.',
    body: journalEntryReverse.nullish(),
    response: journalEntry, problems: [404, 409, 422], created: true,
    run: (ctx, id, body) => reverseEntry(ctx, { ...body, id }),
  });
});
