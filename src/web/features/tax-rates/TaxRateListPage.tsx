import { useMemo } from 'react';
import type { TaxRate } from '../../../contract/tax-rates';
import { accountLabel, useAllAccounts } from '../../api/accounts';
import { taxRates } from '../../api/tax-rates';
import { useCurrentCompany } from '../../app/current-company';
import type { DataColumn } from '../../components/data-table/DataTable';
import { SearchFilter } from '../../components/data-table/SearchFilter';
import { useCompanyList } from '../../components/data-table/useCompanyList';
import { formatDate, userLocale } from '../../components/format';
import { ListPageLayout } from '../../components/ListPageLayout';
import { formatPercent } from '../../money/percent';

/** The columns, the accounts named from the company's chart (`—` until it is loaded). */
function useColumns(): DataColumn<TaxRate>[] {
  const chart = useAllAccounts(useCurrentCompany().companyId).data;
  return useMemo(() => {
    const names = new Map((chart ?? []).map((a) => [a.id, accountLabel(a)]));
    const account = (id: string) => names.get(id) ?? '—';
    return [
      { id: 'name', header: 'Name', cell: (r) => r.name, text: (r) => r.name, sortable: true, alwaysVisible: true },
      { id: 'ratePercent', header: 'Rate', cell: (r) => formatPercent(r.ratePercent, userLocale), text: (r) => r.ratePercent, sortable: true, money: true, keyFigure: true },
      { id: 'salesAccount', header: 'Sales tax account', cell: (r) => account(r.salesAccountIdString), text: (r) => account(r.salesAccountIdString) },
      { id: 'purchaseAccount', header: 'Purchase tax account', cell: (r) => account(r.purchaseAccountIdString), text: (r) => account(r.purchaseAccountIdString) },
      { id: 'createdAt', header: 'Created', cell: (r) => formatDate(r.createdAt), text: (r) => r.createdAt, sortable: true },
    ];
  }, [chart]);
}

/** Route `settings/tax-rates`: the company's rates; a row opens its edit dialog. */
export default function TaxRateListPage() {
  const list = useCompanyList(taxRates, { defaultSort: 'name', filters: ['search'] as const });
  const columns = useColumns();
  return (
    <ListPageLayout
      title="Tax rates"
      newLabel="New tax rate" writeScope="tax-rates:write"
      description="Choose a rate on each line of an invoice, sales order or purchase order: its tax is the line's amount times the rate, rounded half away from zero."
      empty={{ none: 'No tax rates yet.', create: 'Create the first tax rate', filtered: 'No tax rate matches this search.' }}
      filters={<SearchFilter label="Search by name" {...list.state.bindFilter('search')} />}
      table={{ tableId: 'tax-rates', caption: 'Tax rates of the current company', columns, ...list, rowHref: (r) => `/settings/tax-rates/${r.id}` }}
    />
  );
}
