import { useParams } from 'react-router-dom';
import { customerUpdate, type Customer } from '../../../contract/customers';
import { customers } from '../../api/customers';
import { DialogForm } from '../../components/form/DialogForm';
import { useSchemaForm } from '../../components/form/Form';
import { recordFormValues } from '../../components/form/record-form-values';
import { RouteModal } from '../../components/RouteModal';
import { CustomerFields } from './CustomerFields';

/** Route `sales/customers/:id/edit`, over the detail page. */
export default function CustomerEditModal() {
  const customer = customers.useOne(useParams().id);
  return (
    <RouteModal title="Edit customer" ready={!!customer.data} loadingLabel="Loading customer">
      {(close) => <CustomerEditForm customer={customer.data!} close={close} />}
    </RouteModal>
  );
}

function CustomerEditForm({ customer, close }: { customer: Customer; close: () => void }) {
  const update = customers.useUpdate(customer.id);
  const form = useSchemaForm(customerUpdate, recordFormValues(customer, ['name', 'email', 'phone', 'taxId', 'billingAddress', 'currencyCode', 'notes', 'paymentTermsIdString', 'companyIdString']));
  return (
    <DialogForm form={form} submitLabel="Save customer" close={close} save={update.mutateAsync} savedMessage={(saved) => `Saved ${saved.name}.`}>
      <CustomerFields currency={{ value: customer.currencyCode, label: customer.currencyCode }} paymentTermsId={customer.paymentTermsIdString} />
    </DialogForm>
  );
}
