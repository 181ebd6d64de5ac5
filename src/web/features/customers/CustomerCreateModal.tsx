import { useNavigate } from 'react-router-dom';
import { notifications } from '@mantine/notifications';
import { customerCreate } from '../../../contract/customers';
import { customers } from '../../api/customers';
import { useCurrentCompany } from '../../app/current-company';
import { Form, useSchemaForm } from '../../components/form/Form';
import { RouteModal } from '../../components/RouteModal';
import { CustomerFields } from './CustomerFields';

/** Route `sales/customers/new`. */
export default function CustomerCreateModal() {
  const navigate = useNavigate();
  const { companyId } = useCurrentCompany();
  const create = customers.useCreate();
  const form = useSchemaForm(customerCreate, { name: '' });
  return (
    <RouteModal title="New customer">
      {(close) => (
        <Form
          form={form}
          submitLabel="Create customer"
          onCancel={close}
          onSubmit={async (values) => {
            const customer = await create.mutateAsync({ ...values, companyIdString: companyId ?? undefined });
            notifications.show({ color: 'green', message: `Created customer ${customer.name}.` });
            navigate(`/sales/customers/${customer.id}`);
          }}
        >
          <CustomerFields />
        </Form>
      )}
    </RouteModal>
  );
}
