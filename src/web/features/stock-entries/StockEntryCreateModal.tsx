import { useMemo } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button, SimpleGrid, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { QTY_DECIMALS, type StockEntryCreate, type StockEntryType } from '../../../contract/stock-entries';
import { stockEntries, stockItemPicker } from '../../api/stock-entries';
import { DialogForm } from '../../components/form/DialogForm';
import { useSchemaForm } from '../../components/form/Form';
import { DateField } from '../../components/form/date-fields';
import { fieldArrayError, LineRow, LinesEditor } from '../../components/form/LinesEditor';
import { MoneyField, QuantityField } from '../../components/form/number-fields';
import { RecordPicker } from '../../components/form/pickers';
import { SelectField } from '../../components/form/select-field';
import { TotalRow } from '../../components/RecordTable';
import { CompanyFormModal } from '../../components/CompanyFormModal';
import { formatMoney } from '../../money/money';
import { useClosedDays } from '../periods/period-days';
import { emptyLine, entrySchema, entryTotal, lineValue, type Line } from './entry-form';
import { entryTypeLabels, stockEntryHref } from './labels';

/** Route `inventory/stock-entries/new`: a receipt or an issue of stock, posted at once. */
export default function StockEntryCreateModal() {
  return (
    <CompanyFormModal title="New stock entry" size={1000}>
      {(company, close) => <EntryForm companyId={company.companyId} currency={company.baseCurrency} minorUnits={company.baseMinorUnits} close={close} />}
    </CompanyFormModal>
  );
}

function EntryForm({ companyId, currency, minorUnits, close }: { companyId: string; currency: string; minorUnits: number; close: () => void }) {
  const create = stockEntries.useCreate();
  const schema = useMemo(() => entrySchema(), []);
  const closedDays = useClosedDays(companyId);
  const form = useSchemaForm(schema, { entryType: 'RECEIPT', postingDate: dayjs().format('YYYY-MM-DD'), items: [emptyLine()] as Line[] });
  return (
    <DialogForm
      form={form}
      submitLabel="Post stock entry"
      close={close}
      // companyIdString is sent, not a field: a 422 on it becomes a notification rather than an error on nothing.
      save={(values) => create.mutateAsync({ ...values, companyIdString: companyId })}
      savedMessage={(entry) => `Posted ${entry.number}.`}
      goTo={stockEntryHref}
    >
      <Text size="sm">
        Posted at once, valued in {currency}, with its journal entry; a posted entry is never changed (post another one to correct it). A receipt brings stock in at the rate you give; an issue takes it out at the item&apos;s valuation.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField name="entryType" label="Entry type" required data={Object.entries(entryTypeLabels).map(([value, { label }]) => ({ value, label }))} />
        <DateField name="postingDate" label="Posting date" required unavailable={closedDays} />
      </SimpleGrid>
      <StockLines companyId={companyId} currency={currency} minorUnits={minorUnits} />
    </DialogForm>
  );
}

function StockLines({ companyId, currency, minorUnits }: { companyId: string; currency: string; minorUnits: number }) {
  const { control, formState } = useFormContext<StockEntryCreate>();
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const lines = useWatch({ control, name: 'items' }) as Partial<Line>[] | undefined;
  const entryType = useWatch({ control, name: 'entryType' }) as StockEntryType;
  const receipt = entryType === 'RECEIPT';
  const picker = useMemo(() => stockItemPicker(companyId), [companyId]);
  const money = (amount: Parameters<typeof formatMoney>[0]) => formatMoney(amount, currency, minorUnits);
  const linesError = fieldArrayError(formState.errors.items);
  return (
    <LinesEditor
      label="Items"
      labelId="stock-lines-label"
      minWidth={receipt ? 720 : 520}
      columns={[
        { header: 'Item' },
        { header: 'Quantity', width: 140, numeric: true },
        ...(receipt ? [{ header: `Rate (${currency})`, width: 150, numeric: true }, { header: 'Value', width: 140, numeric: true }] : []),
      ]}
      footer={receipt && <TotalRow span={4}><Table.Td ta="right" data-testid="new-stock-entry-total">{money(entryTotal(lines, minorUnits))}</Table.Td><Table.Td /></TotalRow>}
      actions={
        <>
          <Button variant="light" size="xs" onClick={() => append(emptyLine() as Line)}>Add line</Button>
          {!receipt && <Text size="sm" c="dimmed">An issue goes out at the item&apos;s valuation: its value shows on the posted entry.</Text>}
          {linesError && <Text c="red" size="sm" role="alert">{linesError}</Text>}
        </>
      }
    >
      {fields.map((field, i) => {
        const value = receipt ? lineValue(lines?.[i], minorUnits) : undefined;
        return (
          <LineRow key={field.id} index={i} onRemove={fields.length > 1 ? () => remove(i) : undefined} keepReason="An entry has at least one line">
            <Table.Td miw={220}>
              <RecordPicker name={`items.${i}.itemCode`} label={`Item, line ${i + 1}`} hideLabel source={picker} placeholder="Search by code or name" />
            </Table.Td>
            <Table.Td>
              <QuantityField name={`items.${i}.qty`} label={`Quantity, line ${i + 1}`} hideLabel decimals={QTY_DECIMALS} />
            </Table.Td>
            {receipt && (
              <Table.Td>
                <MoneyField name={`items.${i}.rate`} label={`Rate, line ${i + 1}`} hideLabel currency={currency} minorUnits={minorUnits} />
              </Table.Td>
            )}
            {receipt && <Table.Td ta="right" pt={10} data-testid={`line-value-${i}`}>{value ? money(value) : '—'}</Table.Td>}
          </LineRow>
        );
      })}
    </LinesEditor>
  );
}
