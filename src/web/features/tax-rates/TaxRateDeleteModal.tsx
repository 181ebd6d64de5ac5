import { useParams } from 'react-router-dom';
import { taxRates } from '../../api/tax-rates';
import { DeleteRecordModal } from '../../components/DeleteRecordModal';

/** Route `settings/tax-rates/:id/delete`: asks first; a rate a document line has is kept (409 `in-use`). */
export default function TaxRateDeleteModal() {
  const id = useParams().id ?? '';
  const name = taxRates.useOne(id).data?.name ?? 'this tax rate';
  return (
    <DeleteRecordModal
      id={id} noun="tax rate" remove={taxRates.useRemove()} inUseTitle="This tax rate is in use"
      question={`Delete ${name}? A rate that invoice, order or bill lines have is kept: rename it instead, or stop choosing it.`}
      deleted={`Deleted tax rate ${name}.`} afterDelete="/settings/tax-rates"
    />
  );
}
