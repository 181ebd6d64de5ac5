import { useParams } from 'react-router-dom';
import { invoices } from '../../api/invoices';
import { CancelDocumentModal } from '../../components/CancelDocumentModal';
import { invoiceHref } from './links';

/**
 * Route `sales/invoices/:id/cancel`: asks first; the cancellation posts the reversal of the
 * invoice's entries. What the service refuses (409: payments allocated, a closed period) shows here.
 */
export default function InvoiceCancelModal() {
  const id = useParams().id ?? '';
  const invoice = invoices.useOne(id);
  return (
    <CancelDocumentModal
      id={id}
      document={invoice.data}
      loadError={invoice.error}
      kind={invoice.data?.return ? 'credit note' : 'invoice'}
      effects={(i) => `its journal entries are reversed${i.return ? ' and the stock it brought back goes out again' : ' and its stock comes back'}`}
      cancel={invoices.useCancel()}
      href={invoiceHref}
    />
  );
}
