import { useParams } from 'react-router-dom';
import type { Charge } from '../../../contract/charges';
import { charges } from '../../api/charges';
import { DialogForm } from '../../components/form/DialogForm';
import { useSchemaForm } from '../../components/form/Form';
import { RouteModal } from '../../components/RouteModal';
import { chargeSchema, formValuesOf } from './charge-form';
import { ChargeFields } from './ChargeFields';

/** Route `sales/charges/:id/edit`, over the detail page. */
export default function ChargeEditModal() {
  const charge = charges.useOne(useParams().id);
  return (
    <RouteModal title="Edit charge" size={900} ready={!!charge.data} loadingLabel="Loading charge" error={charge.error}>
      {(close) => <ChargeEditForm charge={charge.data!} close={close} />}
    </RouteModal>
  );
}

function ChargeEditForm({ charge, close }: { charge: Charge; close: () => void }) {
  const update = charges.useUpdate(charge.id);
  const form = useSchemaForm(chargeSchema, formValuesOf(charge));
  const account = charge.account ? { value: charge.account, label: `${charge.accountNumber} · ${charge.accountName}` } : undefined;
  return (
    <DialogForm form={form} submitLabel="Save charge" close={close} save={update.mutateAsync} savedMessage={(saved) => `Saved ${saved.name}.`}>
      <ChargeFields companyId={charge.companyIdString} chargeId={charge.id} account={account} currency={{ value: charge.currencyString, label: charge.currencyString }} />
    </DialogForm>
  );
}
