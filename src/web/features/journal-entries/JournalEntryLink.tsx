import { Link } from 'react-router-dom';
import { Anchor } from '@mantine/core';
import { journalEntries } from '../../api/journal-entries';

/** A link to a journal entry, named by its number once loaded (a document's posting). */
export function JournalEntryLink({ id }: { id: string }) {
  const entry = journalEntries.useOne(id);
  return <Anchor component={Link} to={`/accounting/journal-entries/${id}`}>{entry.data?.entryNumber ?? 'Journal entry'}</Anchor>;
}
