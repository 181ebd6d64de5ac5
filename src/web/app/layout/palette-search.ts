import { accounts, accountLabel } from '../../api/accounts';
import { journalEntries } from '../../api/journal-entries';

/** A record the palette found: where it leads and how it reads. */
export type PaletteRecord = { id: string; label: string; description: string; href: string; keywords: string[] };

/**
 * The palette's record search, loaded on the first search (not with the shell): accounts by
 * number or name and journal entries by entry number or reference, five of each, in one company.
 * A resource the user may not read is left out rather than failing the whole search.
 */
export async function searchRecords(companyIdString: string, query: string, signal?: AbortSignal): Promise<PaletteRecord[]> {
  const [accountsFound, entriesFound] = await Promise.allSettled([
    accounts.list.fetch({ companyIdString, name: query, size: 5, sort: 'accountNumber' }, signal),
    journalEntries.list.fetch({ companyIdString, reference: query, size: 5, sort: '-postingDate' }, signal),
  ]);
  if (accountsFound.status === 'rejected' && entriesFound.status === 'rejected') throw accountsFound.reason;
  return [
    ...(accountsFound.status === 'fulfilled' ? accountsFound.value.content : []).map((a) => ({
      id: `account-${a.id}`,
      label: accountLabel(a),
      description: a.isGroup ? 'Account group' : 'Account',
      href: `/accounting/accounts/${a.id}`,
      keywords: [a.accountNumber, a.name],
    })),
    ...(entriesFound.status === 'fulfilled' ? entriesFound.value.content : []).map((e) => ({
      id: `journal-entry-${e.id}`,
      label: `${e.entryNumber} · ${e.reference}`,
      description: `Journal entry, ${e.postingDate}`,
      href: `/accounting/journal-entries/${e.id}`,
      keywords: [e.entryNumber, e.reference],
    })),
  ];
}
