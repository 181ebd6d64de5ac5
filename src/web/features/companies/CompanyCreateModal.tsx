import { useNavigate } from 'react-router-dom';
import { notifications } from '@mantine/notifications';
import { companyCreate } from '../../../contract/companies';
import { companies } from '../../api/companies';
import { currencyPicker } from '../../api/currencies';
import { session } from '../../api/session';
import { Form, useSchemaForm } from '../../components/form/Form';
import { TextField } from '../../components/form/fields';
import { SelectField } from '../../components/form/select-field';
import { RecordPicker } from '../../components/form/pickers';
import { monthOptions } from '../../components/options';
import { RouteModal } from '../../components/RouteModal';

/** Route `companies/new`. */
export default function CompanyCreateModal() {
  const navigate = useNavigate();
  const create = companies.useCreate();
  const form = useSchemaForm(companyCreate, { name: '', code: undefined, baseCurrency: '', fiscalYearStartMonth: 1 });
  return (
    <RouteModal title="New company" size="md">
      {(close) => (
        <Form
          form={form}
          submitLabel="Create company"
          onCancel={close}
          onSubmit={async (values) => {
            const company = await create.mutateAsync(values);
            await session.refresh(); // the new membership
            notifications.show({ color: 'green', message: `Created ${company.name} (${company.code}).` });
            navigate(`/settings/companies/${company.id}`);
          }}
        >
          <TextField name="name" label="Name" required autoFocus />
          <TextField name="code" label="Code" description="2 to 10 letters or digits; generated from the name if empty" />
          <RecordPicker name="baseCurrency" label="Base currency" source={currencyPicker} required />
          <SelectField name="fiscalYearStartMonth" label="Fiscal year starts in" data={monthOptions()} numeric />
        </Form>
      )}
    </RouteModal>
  );
}
