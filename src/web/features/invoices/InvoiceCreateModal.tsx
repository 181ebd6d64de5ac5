import { CompanyFormModal } from '../../components/CompanyFormModal';
import { InvoiceForm } from './InvoiceForm';

/** Route `sales/invoices/new`: an invoice (or a credit note) with item lines, charges and live exact totals. */
export default function InvoiceCreateModal() {
  return (
    <CompanyFormModal title="New invoice" size={1100}>
      {(company, close) => <InvoiceForm companyId={company.companyId} baseCurrency={company.baseCurrency} minorUnitsByCode={company.minorUnitsByCode} close={close} />}
    </CompanyFormModal>
  );
}
