import { useParams } from 'react-router-dom';
import { paymentHref, payments } from '../../api/payments';
import { CancelDocumentModal } from '../../components/CancelDocumentModal';

/**
 * Route `accounting/payments/:id/cancel`: asks first; the cancellation posts the reversal of the
 * payment's entry and reopens what it settled. What the service refuses (a closed period) shows here.
 */
export default function PaymentCancelModal() {
  const id = useParams().id ?? '';
  const payment = payments.useOne(id);
  return (
    <CancelDocumentModal
      id={id}
      document={payment.data}
      loadError={payment.error}
      kind="payment"
      effects={(p) => {
        const settled = p.allocations.map((a) => a.documentNumber).join(', ');
        return `its journal entry is reversed${settled ? ` and ${settled} reopen${p.allocations.length === 1 ? 's' : ''}` : ''}`;
      }}
      cancel={payments.useCancel()}
      href={paymentHref}
    />
  );
}
