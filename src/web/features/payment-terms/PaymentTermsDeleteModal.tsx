import { useParams } from 'react-router-dom';
import { paymentTerms } from '../../api/payment-terms';
import { DeleteRecordModal } from '../../components/DeleteRecordModal';

/** Route `settings/payment-terms/:id/delete`: asks first; terms a customer, supplier or document has are kept (409 `in-use`). */
export default function PaymentTermsDeleteModal() {
  const id = useParams().id ?? '';
  const name = paymentTerms.useOne(id).data?.name ?? 'these payment terms';
  return (
    <DeleteRecordModal
      id={id} noun="payment terms" remove={paymentTerms.useRemove()} inUseTitle="These payment terms are in use"
      question={`Delete ${name}? Documents posted already keep their due dates. Terms a customer or supplier has are kept.`}
      deleted={`Deleted payment terms ${name}.`} afterDelete="/settings/payment-terms"
    />
  );
}
