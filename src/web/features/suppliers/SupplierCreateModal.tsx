import { useNavigate } from 'react-router-dom';
import { notifications } from '@mantine/notifications';
import { supplierCreate } from '../../../contract/suppliers';
import { suppliers } from '../../api/suppliers';
import { useCurrentCompany } from '../../app/current-company';
import { Form, useSchemaForm } from '../../components/form/Form';
import { RouteModal } from '../../components/RouteModal';
import { SupplierFields } from './SupplierFields';

/** Route `purchasing/suppliers/new`. */
export default function SupplierCreateModal() {
  const navigate = useNavigate();
  const { companyId } = useCurrentCompany();
  const create = suppliers.useCreate();
  const form = useSchemaForm(supplierCreate, { name: '' });
  return (
    <RouteModal title="New supplier">
      {(close) => (
        <Form
          form={form}
          submitLabel="Create supplier"
          onCancel={close}
          onSubmit={async (values) => {
            const supplier = await create.mutateAsync({ ...values, companyIdString: companyId ?? undefined });
            notifications.show({ color: 'green', message: `Created supplier ${supplier.name}.` });
            navigate(`/purchasing/suppliers/${supplier.id}`);
          }}
        >
          <SupplierFields />
        </Form>
      )}
    </RouteModal>
  );
}
