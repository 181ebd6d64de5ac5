import { useCallback, useMemo } from 'react';
import { Badge, Group, Text } from '@mantine/core';
import { accountCategories, accountTypes, type Account } from '../../../contract/accounts';
import { useAllAccounts } from '../../api/accounts';
import { useCurrentCompany } from '../../app/current-company';
import type { DataColumn } from '../../components/data-table/DataTable';
import { SelectFilter } from '../../components/data-table/SelectFilter';
import { SearchFilter } from '../../components/data-table/SearchFilter';
import { TreeTable } from '../../components/data-table/TreeTable';
import { useListUrlState } from '../../components/data-table/useListUrlState';
import { formatEnum } from '../../components/format';
import { moneyColumn } from '../../components/Money';
import { emptyListState, ListPageLayout } from '../../components/ListPageLayout';
import { enumOptions } from '../../components/options';

const columns: DataColumn<Account>[] = [
  { id: 'accountNumber', header: 'Number', cell: (a) => a.accountNumber, text: (a) => a.accountNumber, alwaysVisible: true },
  { id: 'name', header: 'Name', cell: (a) => <Group gap="xs" wrap="nowrap"><Text size="sm" fw={a.isGroup ? 600 : undefined}>{a.name}</Text>{a.defaultRole && <Badge size="xs" variant="outline">{formatEnum(a.defaultRole)}</Badge>}</Group>, text: (a) => a.name, alwaysVisible: true },
  { id: 'type', header: 'Type', cell: (a) => formatEnum(a.type), text: (a) => a.type },
  { id: 'category', header: 'Category', cell: (a) => formatEnum(a.category), text: (a) => a.category },
  { id: 'currencyCode', header: 'Currency', cell: (a) => a.currencyCode, text: (a) => a.currencyCode },
  moneyColumn({ id: 'balance', header: 'Balance', amount: (a) => a.balance, currency: (a) => a.currencyCode, bold: (a) => a.isGroup }),
];

/** The chart of accounts: the whole tree of the current company, filtered in the browser. */
export default function AccountListPage() {
  const state = useListUrlState({ filters: ['type', 'category', 'name'] as const });
  const { companyId } = useCurrentCompany();
  const accounts = useAllAccounts(companyId);
  const { type, category, name } = state.filters;
  const filtering = !!(type || category || name);

  const matches = useCallback(
    (a: Account) => {
      const search = name?.toLowerCase();
      return (!type || a.type === type) && (!category || a.category === category) && (!search || a.name.toLowerCase().includes(search) || a.accountNumber.startsWith(search));
    },
    [type, category, name],
  );
  const parentId = useCallback((a: Account) => a.parentAccountId, []);
  const typeOptions = useMemo(() => enumOptions(accountTypes), []);
  const categoryOptions = useMemo(() => enumOptions(accountCategories), []);

  return (
    <ListPageLayout title="Chart of accounts" newLabel="New account" writeScope="accounts:write">
      <TreeTable
        tableId="accounts"
        caption="Chart of accounts of the current company"
        columns={columns}
        rows={accounts.data}
        parentId={parentId}
        matches={filtering ? matches : undefined}
        rowHref={(a) => `/accounting/accounts/${a.id}`}
        error={accounts.error}
        onRetry={() => void accounts.refetch()}
        emptyState={emptyListState({ none: 'No accounts yet.', create: 'Create the first account', filtered: 'No accounts match these filters.', filtering })}
        toolbar={
          <>
            <SearchFilter label="Search by name or number" value={name} onChange={(v) => state.setFilter('name', v)} />
            <SelectFilter label="Type" data={typeOptions} value={type} onChange={(v) => state.setFilter('type', v)} w={160} />
            <SelectFilter label="Category" data={categoryOptions} value={category} onChange={(v) => state.setFilter('category', v)} w={170} />
          </>
        }
      />
    </ListPageLayout>
  );
}
