import { charges } from '../../api/charges';
import { companies } from '../../api/companies';
import { useCurrentCompany } from '../../app/current-company';
import { DialogForm } from '../../components/form/DialogForm';
import { useSchemaForm } from '../../components/form/Form';
import { RouteModal } from '../../components/RouteModal';
import { chargeSchema } from './charge-form';
import { ChargeFields } from './ChargeFields';

/** Route `sales/charges/new`. */
export default function ChargeCreateModal() {
  const company = companies.useOne(useCurrentCompany().companyId);
  return (
    <RouteModal title="New charge" size={900} ready={!!company.data} loadingLabel="Loading company" error={company.error}>
      {(close) => <ChargeCreateForm companyId={company.data!.id} baseCurrency={company.data!.baseCurrency} close={close} />}
    </RouteModal>
  );
}

function ChargeCreateForm({ companyId, baseCurrency, close }: { companyId: string; baseCurrency: string; close: () => void }) {
  const create = charges.useCreate();
  const form = useSchemaForm(chargeSchema, { name: '', currencyString: baseCurrency, companyIdString: companyId, composite: false, global: false, components: [] });
  return (
    <DialogForm form={form} submitLabel="Create charge" close={close} save={(values) => create.mutateAsync({ ...values, companyIdString: companyId })} savedMessage={(charge) => `Created charge ${charge.name}.`} goTo={(charge) => `/sales/charges/${charge.id}`}>
      <ChargeFields companyId={companyId} />
    </DialogForm>
  );
}
