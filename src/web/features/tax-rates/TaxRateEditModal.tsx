import { Link, useParams } from 'react-router-dom';
import { Button, Text } from '@mantine/core';
import { taxRateUpdate, type TaxRate } from '../../../contract/tax-rates';
import { taxRates } from '../../api/tax-rates';
import { DialogForm } from '../../components/form/DialogForm';
import { useSchemaForm } from '../../components/form/Form';
import { recordFormValues } from '../../components/form/record-form-values';
import { RouteModal } from '../../components/RouteModal';
import { TaxRateFields } from './TaxRateFields';

/** Route `settings/tax-rates/:id`, over the list. */
export default function TaxRateEditModal() {
  const rate = taxRates.useOne(useParams().id);
  return (
    <RouteModal title="Edit tax rate" size="lg" ready={!!rate.data} loadingLabel="Loading tax rate" error={rate.error}>
      {(close) => <TaxRateEditForm rate={rate.data!} close={close} />}
    </RouteModal>
  );
}

function TaxRateEditForm({ rate, close }: { rate: TaxRate; close: () => void }) {
  const update = taxRates.useUpdate(rate.id);
  const form = useSchemaForm(taxRateUpdate, recordFormValues(rate, ['name', 'ratePercent', 'salesAccountIdString', 'purchaseAccountIdString', 'companyIdString']));
  return (
    <DialogForm form={form} submitLabel="Save tax rate" close={close} save={update.mutateAsync} savedMessage={(saved) => `Saved ${saved.name}.`}>
      <TaxRateFields accountIds={{ sales: rate.salesAccountIdString, purchase: rate.purchaseAccountIdString }} />
      <Text size="xs" c="dimmed">Documents already priced keep the percentage they were taxed at.</Text>
      <Button component={Link} to="delete" variant="subtle" color="red" size="compact-sm" w="fit-content">Delete this tax rate</Button>
    </DialogForm>
  );
}
