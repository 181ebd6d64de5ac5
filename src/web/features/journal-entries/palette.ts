import { journalEntries } from '../../api/journal-entries';
import type { PaletteRecord } from '../../app/feature';
import { formatDay } from '../../components/format';

/** Journal entries by entry number or reference, five, latest first. */
export async function searchJournalEntries(companyIdString: string, reference: string, signal?: AbortSignal): Promise<PaletteRecord[]> {
  const found = await journalEntries.list.fetch({ companyIdString, reference, size: 5, sort: '-postingDate' }, signal);
  return found.content.map((e) => ({
    id: `journal-entry-${e.id}`,
    label: `${e.entryNumber} · ${e.reference}`,
    description: `Journal entry, ${formatDay(e.postingDate)}`,
    href: `/accounting/journal-entries/${e.id}`,
    keywords: [e.entryNumber, e.reference],
  }));
}
