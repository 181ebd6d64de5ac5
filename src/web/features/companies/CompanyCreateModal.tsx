import { companyCreate, type CompanyCreate } from '../../../contract/companies';
import { companies } from '../../api/companies';
import { currencyPicker } from '../../api/currencies';
import { session } from '../../api/session';
import { DialogForm } from '../../components/form/DialogForm';
import { useSchemaForm } from '../../components/form/Form';
import { TextField } from '../../components/form/fields';
import { SelectField } from '../../components/form/select-field';
import { RecordPicker } from '../../components/form/pickers';
import { monthOptions } from '../../components/options';
import { RouteModal } from '../../components/RouteModal';

/** Route `companies/new`. */
export default function CompanyCreateModal() {
  const create = companies.useCreate();
  const createCompany = async (values: CompanyCreate) => {
    const company = await create.mutateAsync(values);
    await session.refresh(); // the new membership
    return company;
  };
  const form = useSchemaForm(companyCreate, { name: '', code: undefined, baseCurrency: '', fiscalYearStartMonth: 1 });
  return (
    <RouteModal title="New company" size="md">
      {(close) => (
        <DialogForm form={form} submitLabel="Create company" close={close} save={createCompany} savedMessage={(company) => `Created ${company.name} (${company.code}).`} goTo={(company) => `/settings/companies/${company.id}`}>
          <TextField name="name" label="Name" required autoFocus />
          <TextField name="code" label="Code" description="2 to 10 letters or digits; generated from the name if empty" />
          <RecordPicker name="baseCurrency" label="Base currency" source={currencyPicker} required />
          <SelectField name="fiscalYearStartMonth" label="Fiscal year starts in" data={monthOptions()} numeric />
        </DialogForm>
      )}
    </RouteModal>
  );
}
