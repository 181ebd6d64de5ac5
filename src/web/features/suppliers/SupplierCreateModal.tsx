import { supplierCreate } from '../../../contract/suppliers';
import { suppliers } from '../../api/suppliers';
import { useCurrentCompany } from '../../app/current-company';
import { DialogForm } from '../../components/form/DialogForm';
import { useSchemaForm } from '../../components/form/Form';
import { RouteModal } from '../../components/RouteModal';
import { SupplierFields } from './SupplierFields';

/** Route `purchasing/suppliers/new`. */
export default function SupplierCreateModal() {
  const { companyId } = useCurrentCompany();
  const create = suppliers.useCreate();
  const form = useSchemaForm(supplierCreate, { name: '' });
  return (
    <RouteModal title="New supplier">
      {(close) => (
        <DialogForm form={form} submitLabel="Create supplier" close={close} save={(values) => create.mutateAsync({ ...values, companyIdString: companyId ?? undefined })} savedMessage={(supplier) => `Created supplier ${supplier.name}.`} goTo={(supplier) => `/purchasing/suppliers/${supplier.id}`}>
          <SupplierFields />
        </DialogForm>
      )}
    </RouteModal>
  );
}
