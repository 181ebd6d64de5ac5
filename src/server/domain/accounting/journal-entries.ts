import type { JournalEntry, JournalEntryCreate, JournalEntryReverse } from '../../../contract/journal-entries';
import { fail } from '../../base/errors';
import { companyContext, type Ctx } from '../core/context';
import { postDocument } from '../posting/pipeline';
import { companyWithBaseCurrency, findCurrencyByCode } from '../ledger/currencies';
import { getJournalEntry } from '../ledger/ledger';
import { documentRate } from '../ledger/exchange-rates';
import type { Decimal } from '../core/money';

/** `POST /journal-entries`: a manual entry, through the posting pipeline. */
export async function createManualEntry(ctx: Ctx, input: JournalEntryCreate): Promise<JournalEntry> {
  const { db, companyId } = companyContext(ctx, input.companyIdString);
  let currencyId: string | undefined;
  let exchangeRate: Decimal | undefined;
  if (input.currency) {
    const currency = await findCurrencyByCode(db, input.currency);
    if (!currency) throw fail.field('currency', `unknown ISO 4217 currency ${input.currency}`, 'unknown-currency');
    currencyId = currency.id;
    const company = await companyWithBaseCurrency(db, companyId);
    exchangeRate = await documentRate(db, company, currency, input.postingDate, input.exchangeRate, 'currency');
  }
  return postDocument(ctx, {
    companyId, postingDate: input.postingDate,
    journal: {
      source: 'MANUAL', currencyId, exchangeRate, reference: input.reference.trim(),
      lines: input.lines.map((l) => ({ accountId: l.accountId, debit: l.debit ?? 0, credit: l.credit ?? 0, description: l.description })),
    },
    write: async ({ journalEntry }) => journalEntry!,
  });
}

/** `POST /journal-entries/{id}/reverse`: the entry's reversal (reverseJournalEntry), through the posting pipeline. */
export async function reverseEntry(ctx: Ctx, { id, ...input }: JournalEntryReverse & { id: string }): Promise<JournalEntry> {
  const original = await getJournalEntry(ctx, id);
  if (original.reversedById) throw fail.conflict(`${original.entryNumber} has been reversed already (by its reversal ${original.reversedById}).`);
  return postDocument(ctx, {
    companyId: original.companyIdString, postingDate: input.postingDate ?? original.postingDate,
    journal: { reverse: original.id, reference: input.reference },
    write: async ({ journalEntry }) => journalEntry!,
  });
}
