import { useParams } from 'react-router-dom';
import { supplierUpdate, type Supplier } from '../../../contract/suppliers';
import { suppliers } from '../../api/suppliers';
import { DialogForm } from '../../components/form/DialogForm';
import { useSchemaForm } from '../../components/form/Form';
import { recordFormValues } from '../../components/form/record-form-values';
import { RouteModal } from '../../components/RouteModal';
import { SupplierFields } from './SupplierFields';

/** Route `purchasing/suppliers/:id/edit`, over the detail page. */
export default function SupplierEditModal() {
  const supplier = suppliers.useOne(useParams().id);
  return (
    <RouteModal title="Edit supplier" ready={!!supplier.data} loadingLabel="Loading supplier" error={supplier.error}>
      {(close) => <SupplierEditForm supplier={supplier.data!} close={close} />}
    </RouteModal>
  );
}

function SupplierEditForm({ supplier, close }: { supplier: Supplier; close: () => void }) {
  const update = suppliers.useUpdate(supplier.id);
  const form = useSchemaForm(supplierUpdate, recordFormValues(supplier, ['name', 'email', 'phone', 'address', 'currencyCodeString', 'notes', 'paymentTermsIdString', 'companyIdString']));
  return (
    <DialogForm form={form} submitLabel="Save supplier" close={close} save={update.mutateAsync} savedMessage={(saved) => `Saved ${saved.name}.`}>
      <SupplierFields currency={{ value: supplier.currencyCodeString, label: supplier.currencyCodeString }} paymentTermsId={supplier.paymentTermsIdString} />
    </DialogForm>
  );
}
