import { useParams } from 'react-router-dom';
import { Text } from '@mantine/core';
import dayjs from 'dayjs';
import { journalTemplateBody, journalTemplateTypes, type JournalTemplate } from '../../../contract/journal-templates';
import { journalTemplates, useAuthorizeJournalTemplate } from '../../api/journal-templates';
import { DialogForm } from '../../components/form/DialogForm';
import { useSchemaForm } from '../../components/form/Form';
import { withTypedAmounts } from '../../components/form/typed-input';
import { DateField } from '../../components/form/date-fields';
import { TextField } from '../../components/form/fields';
import { SelectField } from '../../components/form/select-field';
import { MoneyField } from '../../components/form/number-fields';
import { formatDay } from '../../components/format';
import { Money } from '../../components/Money';
import { enumOptions } from '../../components/options';
import { RouteModal } from '../../components/RouteModal';
import { useClosedDays } from '../periods/period-days';

/** The amount is typed (an exact decimal string) until it is sent. */
const bodySchema = withTypedAmounts(journalTemplateBody, ['amount']);

/** Route `accounting/journal-templates/:id/authorize`: posts the template and creates its copy for the next period. */
export default function JournalTemplateAuthorizeModal() {
  const template = journalTemplates.useOne(useParams().id);
  return (
    <RouteModal title="Authorize and copy" ready={!!template.data} loadingLabel="Loading template">
      {(close) => <AuthorizeForm template={template.data!} close={close} />}
    </RouteModal>
  );
}

function AuthorizeForm({ template, close }: { template: JournalTemplate; close: () => void }) {
  const authorize = useAuthorizeJournalTemplate(template.id);
  const closedDays = useClosedDays(template.companyIdString);
  // The copy is for the next period: the same entry, a month later.
  const form = useSchemaForm(bodySchema, {
    type: template.type,
    reference: template.reference,
    amount: String(template.amount) as unknown as number,
    postingDate: `${dayjs(template.ledgerDate).add(1, 'month').format('YYYY-MM-DD')}T00:00:00Z`,
  });
  return (
    <DialogForm form={form} submitLabel="Authorize and post" close={close} save={authorize.mutateAsync} savedMessage={(result) => `Posted ${result.journalEntry.entryNumber}; the copy for ${formatDay(result.copy.ledgerDate)} is a draft.`} goTo={(result) => `/accounting/journal-entries/${result.journalEntry.id}`}>
      <Text size="sm">
        Posts <strong>{template.reference}</strong> (<Money amount={template.amount} currency={template.currency} /> on {formatDay(template.ledgerDate)}) to the ledger. A draft copy is
        created with the values below, for the next period.
      </Text>
      <TextField name="reference" label="Reference of the copy" required autoFocus />
      <SelectField name="type" label="Type of the copy" data={enumOptions(journalTemplateTypes)} required />
      <DateField name="postingDate" label="Posting date of the copy" time="start" required unavailable={closedDays} />
      <MoneyField name="amount" label="Amount of the copy" currency={template.currency} required />
    </DialogForm>
  );
}
