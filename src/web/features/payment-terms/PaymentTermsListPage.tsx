import type { PaymentTerms } from '../../../contract/payment-terms';
import { paymentTerms, termsSummary } from '../../api/payment-terms';
import type { DataColumn } from '../../components/data-table/DataTable';
import { SearchFilter } from '../../components/data-table/SearchFilter';
import { useCompanyList } from '../../components/data-table/useCompanyList';
import { formatDate } from '../../components/format';
import { ListPageLayout } from '../../components/ListPageLayout';

const columns: DataColumn<PaymentTerms>[] = [
  { id: 'name', header: 'Name', cell: (t) => t.name, text: (t) => t.name, sortable: true, alwaysVisible: true },
  { id: 'dueDays', header: 'Due', cell: (t) => termsSummary(t), text: (t) => String(t.dueDays), sortable: true, keyFigure: true },
  { id: 'endOfMonth', header: 'End of month', cell: (t) => (t.endOfMonth ? 'Yes' : 'No'), text: (t) => String(t.endOfMonth) },
  { id: 'createdAt', header: 'Created', cell: (t) => formatDate(t.createdAt), text: (t) => t.createdAt, sortable: true },
];

/** Route `settings/payment-terms`: the company's terms; a row opens its edit dialog. */
export default function PaymentTermsListPage() {
  const list = useCompanyList(paymentTerms, { defaultSort: 'name', filters: ['search'] as const });
  return (
    <ListPageLayout
      title="Payment terms"
      newLabel="New payment terms" writeScope="payment-terms:write"
      description="Set terms on customers and suppliers: an invoice or bill without a due date is due by its party's terms."
      empty={{ none: 'No payment terms yet.', create: 'Create the first payment terms', filtered: 'No payment terms match this search.' }}
      filters={<SearchFilter label="Search by name" {...list.state.bindFilter('search')} />}
      table={{ tableId: 'payment-terms', caption: 'Payment terms of the current company', columns, ...list, rowHref: (t) => `/settings/payment-terms/${t.id}` }}
    />
  );
}
