import { useParams } from 'react-router-dom';
import { useMinorUnitsByCode } from '../../api/currencies';
import { invoices } from '../../api/invoices';
import { RouteModal } from '../../components/RouteModal';
import { InvoiceForm } from './InvoiceForm';

/** Route `sales/invoices/:id/credit-note`: the invoice form prefilled from the invoice as a credit note against it. */
export default function CreditNoteModal() {
  const invoice = invoices.useOne(useParams().id);
  const minorUnitsByCode = useMinorUnitsByCode();
  const i = invoice.data;
  return (
    <RouteModal title={i ? `Credit note for ${i.number}` : 'Credit note'} size={1100} ready={!!i && !!minorUnitsByCode.data} loadingLabel="Loading invoice" error={invoice.error ?? minorUnitsByCode.error}>
      {(close) => <InvoiceForm companyId={i!.companyIdString} baseCurrency={i!.currencyCodeString} minorUnitsByCode={minorUnitsByCode.data!} close={close} creditFor={i!} />}
    </RouteModal>
  );
}
