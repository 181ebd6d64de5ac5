import { useParams } from 'react-router-dom';
import { suppliers } from '../../api/suppliers';
import { DeleteRecordModal } from '../../components/DeleteRecordModal';

/**
 * Route `purchasing/suppliers/:id/delete`: asks first; a supplier that purchase orders, bills or
 * payments refer to cannot be deleted, and the dialog says what refers to it (409 `in-use`).
 */
export default function SupplierDeleteModal() {
  const id = useParams().id ?? '';
  const name = suppliers.useOne(id).data?.name ?? 'this supplier';
  return (
    <DeleteRecordModal
      id={id} noun="supplier" remove={suppliers.useRemove()} inUseTitle="This supplier is in use"
      question={`Delete ${name}? This cannot be undone. A supplier that orders, bills or payments refer to is kept.`}
      deleted={`Deleted supplier ${name}.`} afterDelete="/purchasing/suppliers"
    />
  );
}
