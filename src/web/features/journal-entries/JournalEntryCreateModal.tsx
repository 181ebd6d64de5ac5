import { useEffect, useMemo } from 'react';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Badge, Button, SimpleGrid, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { JournalEntryCreate } from '../../../contract/journal-entries';
import { accountPicker } from '../../api/accounts';
import { journalEntries } from '../../api/journal-entries';
import { DialogForm } from '../../components/form/DialogForm';
import { useSchemaForm } from '../../components/form/Form';
import { DateField } from '../../components/form/date-fields';
import { TextField } from '../../components/form/fields';
import { fieldArrayError, LineRow, LinesEditor } from '../../components/form/LinesEditor';
import { RecordPicker } from '../../components/form/pickers';
import { MoneyField } from '../../components/form/number-fields';
import { formatMoney, type Amount } from '../../money/money';
import { TotalRow } from '../../components/RecordTable';
import { CompanyFormModal } from '../../components/CompanyFormModal';
import { useClosedDays } from '../periods/period-days';
import { entryHref } from './columns';
import { emptyLine, entrySchema, totalsOf, type Line } from './entry-form';

/** Route `accounting/journal-entries/new`: a manual entry, posted to the ledger at once. */
export default function JournalEntryCreateModal() {
  return (
    <CompanyFormModal title="New journal entry" size={1100}>
      {(company, close) => <EntryForm companyId={company.companyId} currency={company.baseCurrency} minorUnits={company.baseMinorUnits} close={close} />}
    </CompanyFormModal>
  );
}

function EntryForm({ companyId, currency, minorUnits, close }: { companyId: string; currency: string; minorUnits: number; close: () => void }) {
  const create = journalEntries.useCreate();
  const schema = useMemo(() => entrySchema(currency, minorUnits), [currency, minorUnits]);
  // companyIdString is sent, not a field: a 422 on it becomes a notification rather than an error on nothing.
  const closedDays = useClosedDays(companyId);
  const form = useSchemaForm(schema, { postingDate: dayjs().format('YYYY-MM-DD'), reference: '', lines: [emptyLine(), emptyLine()] });
  return (
    <DialogForm form={form} submitLabel="Post entry" close={close} save={(values) => create.mutateAsync({ ...values, companyIdString: companyId })} savedMessage={(entry) => `Posted ${entry.entryNumber}.`} goTo={(entry) => entryHref(entry)}>
      <Text size="sm">
        Posted to the ledger at once, in {currency}; a posted entry is never changed (reverse it to undo it). Each line has either a debit or a credit, and debits and credits must balance.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateField name="postingDate" label="Posting date" required unavailable={closedDays} />
        <TextField name="reference" label="Reference" required autoFocus />
      </SimpleGrid>
      <EntryLines companyId={companyId} currency={currency} minorUnits={minorUnits} />
    </DialogForm>
  );
}

function EntryLines({ companyId, currency, minorUnits }: { companyId: string; currency: string; minorUnits: number }) {
  const { control, trigger } = useFormContext<JournalEntryCreate>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' }) as Partial<Line>[] | undefined;
  const { errors } = useFormState({ control, name: 'lines' });
  const accounts = useMemo(() => accountPicker(companyId, { postingOnly: true }), [companyId]);
  const { debit, credit, difference } = totalsOf(lines, minorUnits);
  const money = (amount: Amount) => formatMoney(amount, currency, minorUnits);
  const linesError = fieldArrayError(errors.lines);
  // An error about the lines as a whole (they do not balance) is checked again as the amounts change.
  const recheck = !!linesError;
  useEffect(() => {
    if (recheck) void trigger('lines');
  }, [debit.toString(), credit.toString()]); // eslint-disable-line react-hooks/exhaustive-deps

  // A new line starts with what balances the entry, on the lighter side.
  const addLine = () =>
    append({
      ...emptyLine(),
      ...(difference.gt(0) ? { credit: difference.toFixed() } : difference.lt(0) ? { debit: difference.neg().toFixed() } : {}),
    } as unknown as Line);

  return (
    <LinesEditor
      label="Lines"
      labelId="entry-lines-label"
      minWidth={760}
      columns={[
        { header: 'Account' },
        { header: `Debit (${currency})`, width: 150, numeric: true },
        { header: `Credit (${currency})`, width: 150, numeric: true },
        { header: 'Description' },
      ]}
      footer={
        <TotalRow span={2}>
          <Table.Td ta="right" data-testid="new-entry-total-debit">{money(debit)}</Table.Td>
          <Table.Td ta="right" data-testid="new-entry-total-credit">{money(credit)}</Table.Td>
          <Table.Td colSpan={2} data-testid="new-entry-balance">
            {!difference.isZero() ? (
              <Badge color="red" variant="filled">Out of balance by {money(difference.abs())}</Badge>
            ) : debit.isZero() ? (
              <Text span size="sm" c="dimmed">Nothing entered yet</Text>
            ) : (
              <Badge color="green" variant="light">Balanced</Badge>
            )}
          </Table.Td>
        </TotalRow>
      }
      actions={
        <>
          <Button variant="light" size="xs" onClick={addLine}>Add line</Button>
          {linesError && (
            <Text c="red" size="sm" role="alert" maw={560} ta="right">
              {linesError}
            </Text>
          )}
        </>
      }
    >
      {fields.map((field, i) => (
        <LineRow key={field.id} index={i} onRemove={fields.length > 2 ? () => remove(i) : undefined} keepReason="An entry has at least two lines">
          <Table.Td miw={240}>
            <RecordPicker name={`lines.${i}.accountId`} label={`Account, line ${i + 1}`} hideLabel source={accounts} placeholder="Search by number or name" />
          </Table.Td>
          <Table.Td>
            <MoneyField name={`lines.${i}.debit`} label={`Debit, line ${i + 1}`} hideLabel currency={currency} minorUnits={minorUnits} />
          </Table.Td>
          <Table.Td>
            <MoneyField name={`lines.${i}.credit`} label={`Credit, line ${i + 1}`} hideLabel currency={currency} minorUnits={minorUnits} />
          </Table.Td>
          <Table.Td miw={180}>
            <TextField name={`lines.${i}.description`} label={`Description, line ${i + 1}`} hideLabel />
          </Table.Td>
        </LineRow>
      ))}
    </LinesEditor>
  );
}
