import { journalEntryCreate, type JournalEntryCreate } from '../../../contract/journal-entries';
import { withTypedAmounts } from '../../components/form/typed-input';
import { formatMoney, lineTotals, roundToMinorUnits, type Amount } from '../../money/money';

/** The manual entry form's logic: its lines, their totals and the balance check. */
export type Line = JournalEntryCreate['lines'][number];
export const emptyLine = (): Partial<Line> => ({ accountId: undefined, debit: undefined, credit: undefined, description: undefined });

/** An amount a field holds: its exact decimal string (or a number); what it could not read counts as nothing yet. */
const typedAmount = (value: unknown): Amount | undefined => (typeof value === 'string' || typeof value === 'number' ? value : undefined);

/** The lines' debit and credit totals, exact, at the currency's minor units (as the server compares them). */
export function totalsOf(lines: Partial<Line>[] | undefined, minorUnits: number) {
  const { debit, credit } = lineTotals((lines ?? []).map((line) => ({ debit: typedAmount(line?.debit), credit: typedAmount(line?.credit) })));
  const [d, c] = [roundToMinorUnits(debit, minorUnits), roundToMinorUnits(credit, minorUnits)];
  return { debit: d, credit: c, difference: d.minus(c) };
}

/** The contract's schema over the typed amounts (exact decimal strings), and in the browser also the balance the server insists on. */
export function entrySchema(currency: string, minorUnits: number) {
  const money = (amount: Amount) => formatMoney(amount, currency, minorUnits);
  return withTypedAmounts(journalEntryCreate, ['lines.*.debit', 'lines.*.credit']).superRefine((entry, ctx) => {
    const { debit, credit, difference } = totalsOf(entry.lines, minorUnits);
    if (!difference.isZero()) {
      ctx.addIssue({ code: 'custom', path: ['lines'], message: `Debits (${money(debit)}) and credits (${money(credit)}) must balance: they differ by ${money(difference.abs())}.` });
    }
  });
}
