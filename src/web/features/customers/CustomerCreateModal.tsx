import { customerCreate } from '../../../contract/customers';
import { customers } from '../../api/customers';
import { useCurrentCompany } from '../../app/current-company';
import { DialogForm } from '../../components/form/DialogForm';
import { useSchemaForm } from '../../components/form/Form';
import { RouteModal } from '../../components/RouteModal';
import { CustomerFields } from './CustomerFields';

/** Route `sales/customers/new`. */
export default function CustomerCreateModal() {
  const { companyId } = useCurrentCompany();
  const create = customers.useCreate();
  const form = useSchemaForm(customerCreate, { name: '' });
  return (
    <RouteModal title="New customer">
      {(close) => (
        <DialogForm form={form} submitLabel="Create customer" close={close} save={(values) => create.mutateAsync({ ...values, companyIdString: companyId ?? undefined })} savedMessage={(customer) => `Created customer ${customer.name}.`} goTo={(customer) => `/sales/customers/${customer.id}`}>
          <CustomerFields />
        </DialogForm>
      )}
    </RouteModal>
  );
}
