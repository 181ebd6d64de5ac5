import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/connection';
import { accounts } from '../db/schema';
import { defaultAccountId } from './accounts';
import { fail } from './errors';
import { Decimal, exactAmount } from './money';

/** The standard chart's "Other income" (standard-chart.ts): where charges other than tax go. */
const OTHER_INCOME_NUMBER = '40200';

/**
 * An invoice's charge lines, each with the account it posts to: `chargeType` tax (ignoring
 * case) to the company's TAX account, anything else to other income (40200). `base` (the
 * items' total) is unused until charge configurations quote percentages of it.
 * 422 at `charges.N.amount` for an amount finer than the currency's minor units; 409 when the
 * company's chart lacks the account.
 */
export async function resolveInvoiceCharges(
  tx: DbOrTx,
  { companyId, currency, requested }: {
    companyId: string;
    currency: { id: string; code: string; minorUnits: number };
    base: Decimal;
    requested: { amount: number; description?: string | null; chargeType?: string | null }[];
  },
): Promise<{ description: string | null; chargeType: string | null; amount: Decimal; accountId: string; chargeIdString: string | null; global: boolean }[]> {
  const found = new Map<'TAX' | 'OTHER', string>();
  const accountFor = async (kind: 'TAX' | 'OTHER') => {
    if (!found.has(kind)) {
      const id = kind === 'TAX'
        ? await defaultAccountId(tx, companyId, 'TAX')
        : (await tx.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.companyId, companyId), eq(accounts.accountNumber, OTHER_INCOME_NUMBER))))[0]?.id;
      if (!id) {
        throw fail.conflict(kind === 'TAX'
          ? 'The company has no default TAX account for tax charges; set one in the chart of accounts.'
          : `The company has no account ${OTHER_INCOME_NUMBER} (Other income) for charges; add it to the chart of accounts.`, 'conflict');
      }
      found.set(kind, id);
    }
    return found.get(kind)!;
  };
  const lines = [];
  for (const [i, charge] of requested.entries()) {
    const amount = exactAmount(charge.amount, currency.minorUnits, `charges.${i}.amount`, currency.code);
    const chargeType = charge.chargeType?.trim() || null;
    const accountId = await accountFor(chargeType?.toLowerCase() === 'tax' ? 'TAX' : 'OTHER');
    lines.push({ description: charge.description ?? null, chargeType, amount, accountId, chargeIdString: null, global: false });
  }
  return lines;
}
