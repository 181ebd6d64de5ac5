import { taxRateCreate } from '../../../contract/tax-rates';
import { taxRates } from '../../api/tax-rates';
import { useCurrentCompany } from '../../app/current-company';
import { DialogForm } from '../../components/form/DialogForm';
import { useSchemaForm } from '../../components/form/Form';
import { RouteModal } from '../../components/RouteModal';
import { TaxRateFields } from './TaxRateFields';

/** Route `settings/tax-rates/new`. */
export default function TaxRateCreateModal() {
  const { companyId } = useCurrentCompany();
  const create = taxRates.useCreate();
  const form = useSchemaForm(taxRateCreate, { name: '' });
  return (
    <RouteModal title="New tax rate" size="lg">
      {(close) => (
        <DialogForm form={form} submitLabel="Create tax rate" close={close} save={(values) => create.mutateAsync({ ...values, companyIdString: companyId ?? undefined })} savedMessage={(rate) => `Created tax rate ${rate.name}.`}>
          <TaxRateFields />
        </DialogForm>
      )}
    </RouteModal>
  );
}
