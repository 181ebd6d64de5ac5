import { Link, useParams } from 'react-router-dom';
import { Button } from '@mantine/core';
import { paymentTermsUpdate, type PaymentTerms } from '../../../contract/payment-terms';
import { paymentTerms } from '../../api/payment-terms';
import { DialogForm } from '../../components/form/DialogForm';
import { useSchemaForm } from '../../components/form/Form';
import { recordFormValues } from '../../components/form/record-form-values';
import { RouteModal } from '../../components/RouteModal';
import { PaymentTermsFields } from './PaymentTermsFields';

/** Route `settings/payment-terms/:id`, over the list. */
export default function PaymentTermsEditModal() {
  const terms = paymentTerms.useOne(useParams().id);
  return (
    <RouteModal title="Edit payment terms" size="md" ready={!!terms.data} loadingLabel="Loading payment terms" error={terms.error}>
      {(close) => <PaymentTermsEditForm terms={terms.data!} close={close} />}
    </RouteModal>
  );
}

function PaymentTermsEditForm({ terms, close }: { terms: PaymentTerms; close: () => void }) {
  const update = paymentTerms.useUpdate(terms.id);
  const form = useSchemaForm(paymentTermsUpdate, recordFormValues(terms, ['name', 'dueDays', 'endOfMonth', 'companyIdString']));
  return (
    <DialogForm form={form} submitLabel="Save payment terms" close={close} save={update.mutateAsync} savedMessage={(saved) => `Saved ${saved.name}.`}>
      <PaymentTermsFields />
      <Button component={Link} to="delete" variant="subtle" color="red" size="compact-sm" w="fit-content">Delete these payment terms</Button>
    </DialogForm>
  );
}
