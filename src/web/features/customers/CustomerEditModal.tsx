import { useNavigate, useParams } from 'react-router-dom';
import { Button, Loader, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { customerUpdate, type Customer } from '../../../contract/customers';
import { customers } from '../../api/customers';
import { Form, useSchemaForm } from '../../components/form/Form';
import { CustomerFields } from './CustomerFields';

/** Route `sales/customers/:id/edit`, over the detail page. */
export default function CustomerEditModal() {
  const { id } = useParams();
  const navigate = useNavigate();
  const close = () => navigate('..', { relative: 'path' });
  const customer = customers.useOne(id);
  return (
    <Modal opened onClose={close} title="Edit customer" size="lg">
      {customer.data ? <CustomerEditForm customer={customer.data} close={close} /> : <Loader aria-label="Loading customer" />}
    </Modal>
  );
}

function CustomerEditForm({ customer, close }: { customer: Customer; close: () => void }) {
  const update = customers.useUpdate(customer.id);
  const form = useSchemaForm(customerUpdate, {
    name: customer.name,
    email: customer.email ?? undefined,
    phone: customer.phone ?? undefined,
    taxId: customer.taxId ?? undefined,
    billingAddress: customer.billingAddress ?? undefined,
    currencyCode: customer.currencyCode,
    notes: customer.notes ?? undefined,
    companyIdString: customer.companyIdString,
  });
  return (
    <Form
      form={form}
      submitLabel="Save customer"
      actions={<Button variant="default" onClick={close}>Cancel</Button>}
      onSubmit={async (values) => {
        const saved = await update.mutateAsync(values);
        notifications.show({ color: 'green', message: `Saved ${saved.name}.` });
        close();
      }}
    >
      <CustomerFields currency={{ value: customer.currencyCode, label: customer.currencyCode }} />
    </Form>
  );
}
