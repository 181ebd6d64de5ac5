import { paymentTerms, paymentTermsPicker, termsLabel } from '../../api/payment-terms';
import { useCurrentCompany } from '../../app/current-company';
import { RecordPicker } from '../../components/form/pickers';

/** The `paymentTermsIdString` field of the customer and supplier forms: the company's terms, searched by name. */
export function PaymentTermsPicker({ current, party }: { current?: string | null; party: 'customer' | 'supplier' }) {
  const { companyId } = useCurrentCompany();
  const terms = paymentTerms.useOne(current);
  return (
    <RecordPicker
      name="paymentTermsIdString" label="Payment terms" source={paymentTermsPicker(companyId)}
      initialOption={terms.data ? { value: terms.data.id, label: termsLabel(terms.data) } : null}
      description={`${party === 'supplier' ? 'Bills' : 'Invoices'} without a due date are due by these terms; on their posting date when empty`}
    />
  );
}
