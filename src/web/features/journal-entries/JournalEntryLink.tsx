import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Anchor } from '@mantine/core';
import { journalEntries } from '../../api/journal-entries';

/** A link to a journal entry, named by its number once loaded (a document's posting). */
export function JournalEntryLink({ id }: { id: string }) {
  const entry = journalEntries.useOne(id);
  return <Anchor component={Link} to={`/accounting/journal-entries/${id}`}>{entry.data?.entryNumber ?? 'Journal entry'}</Anchor>;
}

/** A document's `Journal entry` field: the entry it posted, or why there is none (`none`); nothing until the document is loaded. */
export function journalEntryField(document: { journalEntryId: string | null } | undefined, none: string): [string, ReactNode] {
  return ['Journal entry', document ? (document.journalEntryId ? <JournalEntryLink id={document.journalEntryId} /> : none) : undefined];
}
