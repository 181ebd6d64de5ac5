import { paymentTermsCreate } from '../../../contract/payment-terms';
import { paymentTerms } from '../../api/payment-terms';
import { useCurrentCompany } from '../../app/current-company';
import { DialogForm } from '../../components/form/DialogForm';
import { useSchemaForm } from '../../components/form/Form';
import { RouteModal } from '../../components/RouteModal';
import { PaymentTermsFields } from './PaymentTermsFields';

/** Route `settings/payment-terms/new`. */
export default function PaymentTermsCreateModal() {
  const { companyId } = useCurrentCompany();
  const create = paymentTerms.useCreate();
  const form = useSchemaForm(paymentTermsCreate, { name: '', endOfMonth: false });
  return (
    <RouteModal title="New payment terms" size="md">
      {(close) => (
        <DialogForm form={form} submitLabel="Create payment terms" close={close} save={(values) => create.mutateAsync({ ...values, companyIdString: companyId ?? undefined })} savedMessage={(terms) => `Created payment terms ${terms.name}.`}>
          <PaymentTermsFields />
        </DialogForm>
      )}
    </RouteModal>
  );
}
