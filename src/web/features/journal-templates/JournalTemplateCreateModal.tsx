import { useMemo } from 'react';
import dayjs from 'dayjs';
import { journalTemplateCreate, journalTemplateTypes } from '../../../contract/journal-templates';
import { accountPicker } from '../../api/accounts';
import { companies } from '../../api/companies';
import { journalTemplates } from '../../api/journal-templates';
import { useCurrentCompany } from '../../app/current-company';
import { DialogForm } from '../../components/form/DialogForm';
import { useSchemaForm } from '../../components/form/Form';
import { withTypedAmounts } from '../../components/form/typed-input';
import { DateField } from '../../components/form/date-fields';
import { TextField } from '../../components/form/fields';
import { SelectField } from '../../components/form/select-field';
import { RecordPicker } from '../../components/form/pickers';
import { MoneyField } from '../../components/form/number-fields';
import { enumOptions } from '../../components/options';
import { RouteModal } from '../../components/RouteModal';
import { useClosedDays } from '../periods/period-days';

/** The amount is typed (an exact decimal string) until it is sent. */
const createSchema = withTypedAmounts(journalTemplateCreate, ['amount']);

/** Route `accounting/journal-templates/new`. */
export default function JournalTemplateCreateModal() {
  const { companyId } = useCurrentCompany();
  const company = companies.useOne(companyId);
  const accounts = useMemo(() => accountPicker(companyId, { postingOnly: true }), [companyId]);
  const create = journalTemplates.useCreate();
  const closedDays = useClosedDays(companyId);
  const form = useSchemaForm(createSchema, {
    type: 'EXPENSE',
    postingDate: `${dayjs().format('YYYY-MM-DD')}T00:00:00Z`,
    reference: '',
    companyIdString: companyId ?? undefined,
  });
  return (
    <RouteModal title="New journal template">
      {(close) => (
        <DialogForm form={form} submitLabel="Create template" close={close} save={create.mutateAsync} savedMessage={(template) => `Created template ${template.reference}.`} goTo={(template) => `/accounting/journal-templates/${template.id}`}>
          <TextField name="reference" label="Reference" required autoFocus />
          <SelectField name="type" label="Type" data={enumOptions(journalTemplateTypes)} required />
          <DateField name="postingDate" label="Posting date" time="start" required unavailable={closedDays} />
          <MoneyField name="amount" label="Amount" currency={company.data?.baseCurrency} required />
          <RecordPicker name="debitAccountId" label="Debit account" source={accounts} description="Empty: the company's expense account for an expense, its cash account for revenue" />
          <RecordPicker name="creditAccountId" label="Credit account" source={accounts} description="Empty: the company's cash account for an expense, its revenue account for revenue" />
        </DialogForm>
      )}
    </RouteModal>
  );
}
