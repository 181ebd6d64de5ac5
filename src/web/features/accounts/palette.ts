import { accountLabel, accounts } from '../../api/accounts';
import type { PaletteRecord } from '../../app/feature';

/** Accounts by number or name, five. */
export async function searchAccounts(companyIdString: string, name: string, signal?: AbortSignal): Promise<PaletteRecord[]> {
  const found = await accounts.list.fetch({ companyIdString, name, size: 5, sort: 'accountNumber' }, signal);
  return found.content.map((a) => ({
    id: `account-${a.id}`,
    label: accountLabel(a),
    description: a.isGroup ? 'Account group' : 'Account',
    href: `/accounting/accounts/${a.id}`,
    keywords: [a.accountNumber, a.name],
  }));
}
