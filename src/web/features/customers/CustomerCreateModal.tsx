import { useNavigate } from 'react-router-dom';
import { Button, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { customerCreate } from '../../../contract/customers';
import { customers } from '../../api/customers';
import { useCurrentCompany } from '../../app/current-company';
import { Form, useSchemaForm } from '../../components/form/Form';
import { CustomerFields } from './CustomerFields';

/** Route `sales/customers/new`. */
export default function CustomerCreateModal() {
  const navigate = useNavigate();
  const close = () => navigate('..', { relative: 'path' });
  const { companyId } = useCurrentCompany();
  const create = customers.useCreate();
  const form = useSchemaForm(customerCreate, { name: '' });
  return (
    <Modal opened onClose={close} title="New customer" size="lg">
      <Form
        form={form}
        submitLabel="Create customer"
        actions={<Button variant="default" onClick={close}>Cancel</Button>}
        onSubmit={async (values) => {
          const customer = await create.mutateAsync({ ...values, companyIdString: companyId ?? undefined });
          notifications.show({ color: 'green', message: `Created customer ${customer.name}.` });
          navigate(`/sales/customers/${customer.id}`);
        }}
      >
        <CustomerFields />
      </Form>
    </Modal>
  );
}
