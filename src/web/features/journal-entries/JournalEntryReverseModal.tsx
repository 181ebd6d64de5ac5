import { useParams } from 'react-router-dom';
import { Text } from '@mantine/core';
import { journalEntryReverse } from '../../../contract/journal-entries';
import { journalEntries, useReverseJournalEntry } from '../../api/journal-entries';
import { DialogForm } from '../../components/form/DialogForm';
import { useSchemaForm } from '../../components/form/Form';
import { DateField } from '../../components/form/date-fields';
import { TextField } from '../../components/form/fields';
import { formatDay } from '../../components/format';
import { RouteModal } from '../../components/RouteModal';
import { useClosedDays } from '../periods/period-days';
import { entryHref } from './columns';

/** Route `accounting/journal-entries/:id/reverse`: confirms, with an optional date and reference for the reversing entry. */
export default function JournalEntryReverseModal() {
  const { id } = useParams();
  const entry = journalEntries.useOne(id);
  const reverse = useReverseJournalEntry(id ?? '');
  const form = useSchemaForm(journalEntryReverse, {});
  const closedDays = useClosedDays(entry.data?.companyIdString);
  return (
    <RouteModal title="Reverse this entry?" size="md">
      {(close) => (
        <DialogForm form={form} submitLabel="Reverse entry" close={close} save={reverse.mutateAsync} savedMessage={(reversal) => `Posted ${reversal.entryNumber}, reversing ${entry.data?.entryNumber ?? 'the entry'}.`} goTo={(reversal) => entryHref(reversal)}>
          <Text size="sm">
            A new entry swaps every debit and credit of {entry.data?.entryNumber ?? 'this entry'}, so together they cancel out. The original stays in the ledger. This cannot be undone.
          </Text>
          <DateField name="postingDate" label="Posting date of the reversal" unavailable={closedDays} description={`Empty: the original's date${entry.data ? ` (${formatDay(entry.data.postingDate)})` : ''}`} />
          <TextField name="reference" label="Reference of the reversal" description="Empty: generated from the original's reference" />
        </DialogForm>
      )}
    </RouteModal>
  );
}
