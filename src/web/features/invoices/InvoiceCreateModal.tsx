import { companies } from '../../api/companies';
import { useMinorUnitsByCode } from '../../api/currencies';
import { useCurrentCompany } from '../../app/current-company';
import { RouteModal } from '../../components/RouteModal';
import { InvoiceForm } from './InvoiceForm';

/** Route `sales/invoices/new`: an invoice (or a credit note) with item lines, charges and live exact totals. */
export default function InvoiceCreateModal() {
  const company = companies.useOne(useCurrentCompany().companyId);
  const minorUnitsByCode = useMinorUnitsByCode();
  return (
    <RouteModal title="New invoice" size={1100} ready={!!company.data && !!minorUnitsByCode.data} loadingLabel="Loading company" error={company.error ?? minorUnitsByCode.error}>
      {(close) => <InvoiceForm companyId={company.data!.id} baseCurrency={company.data!.baseCurrency} minorUnitsByCode={minorUnitsByCode.data!} close={close} />}
    </RouteModal>
  );
}
