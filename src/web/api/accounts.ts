import { useQuery } from '@tanstack/react-query';
import type { Account, AccountCreate, AccountListQuery, AccountNumberPreview, AccountNumberQuery, AccountUpdate } from '../../contract/accounts';
import { api } from './client';
import type { ListQuery } from './list';
import { createResourceApi } from './resource-api';

export type AccountQuery = ListQuery<AccountListQuery>;
export const accounts = createResourceApi<{ record: Account; query: AccountQuery; create: AccountCreate; update: AccountUpdate }>({ name: 'accounts', path: '/accounts' });

/** Every account of a company (the chart is small), in number order. */
export const useAllAccounts = (companyId: string | null) => accounts.useAll({ companyIdString: companyId ?? undefined, sort: 'accountNumber' }, !!companyId);

export const accountLabel = (a: Pick<Account, 'accountNumber' | 'name'>) => `${a.accountNumber} · ${a.name}`;

/** Record-picker search over a company's accounts, by name or the start of the number. */
export const accountPicker = (companyIdString: string | null, { postingOnly = false }: { postingOnly?: boolean } = {}) =>
  accounts.picker({
    scope: [companyIdString, postingOnly],
    query: (search) => ({ companyIdString: companyIdString ?? undefined, name: search || undefined, size: 50, sort: 'accountNumber' }),
    option: (a) => ({ value: a.id, label: accountLabel(a) }),
    filter: postingOnly ? (a) => !a.isGroup : undefined,
  });

/** The number `POST /accounts` would give now (nothing is reserved: another create may take it first). */
export const useNextAccountNumber = (query: AccountNumberQuery, enabled: boolean) =>
  useQuery({
    queryKey: [...accounts.keys.all, 'next-number', query],
    queryFn: ({ signal }) => api.get<AccountNumberPreview>('/accounts/next-number', query, signal),
    enabled,
  });
