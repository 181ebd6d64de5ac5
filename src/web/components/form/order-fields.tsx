import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Button, Table, Text, type ComboboxItem } from '@mantine/core';
import { QTY_DECIMALS } from '../../../contract/stock-entries';
import { currencyPicker } from '../../api/currencies';
import { itemCodePicker } from '../../api/items';
import { useLineTaxRates } from '../../api/tax-rates';
import { lineTaxOf, type RatePercents } from '../../money/document-tax';
import { formatMoney, formatQuantity, type Amount } from '../../money/money';
import { TotalRow } from '../RecordTable';
import { fieldArrayError, LineRow, LinesEditor } from './LinesEditor';
import { MoneyField, QuantityField } from './number-fields';
import { RecordPicker } from './pickers';
import { TaxRateField } from './tax-rate-field';

/**
 * The fields an order's create form shares (purchase and sales orders): the currency proposed
 * from the other party, and the lines editor with live exact totals. Both work on the form's
 * `currencyCodeString` and `items` (`items.N.itemCode`, `items.N.qty`, `items.N.<priceField>`).
 */

/**
 * The currency field (`name`, an order's or invoice's `currencyCodeString` unless said otherwise):
 * `proposed` (the party's billing currency) replaces the base currency until the user picks one.
 */
export function ProposedCurrencyField({ baseCurrency, proposed, description, name = 'currencyCodeString' }: { baseCurrency: string; proposed: string | undefined; description: string; name?: string }) {
  const { control, setValue } = useFormContext();
  const currency = useWatch({ control, name }) as string | undefined;
  // The currency last set for the user (the base currency at first): one they chose themselves stays.
  const lastProposed = useRef(baseCurrency);
  useEffect(() => {
    if (proposed && currency === lastProposed.current && proposed !== currency) {
      lastProposed.current = proposed;
      setValue(name, proposed, { shouldDirty: true });
    }
  }, [proposed]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <RecordPicker
      name={name}
      label="Currency"
      source={currencyPicker}
      initialOption={currency ? { value: currency, label: currency } : null}
      required
      description={description}
    />
  );
}

type OrderLinesEditorProps<Line> = {
  companyId: string;
  minorUnitsByCode: Map<string, number>;
  /** The price's field of a line and its column header, e.g. `rate` / `Rate`, `unitPrice` / `Unit price`. */
  priceField: string;
  priceLabel: string;
  emptyLine: () => Partial<Line>;
  lineAmount: (line: Partial<Line> | undefined, minorUnits: number) => Amount | undefined;
  orderTotals: (lines: (Partial<Line> | undefined)[] | undefined, minorUnits: number, percents: RatePercents) => { net: Amount; tax: Amount; total: Amount };
  /** Shown under a line's item (e.g. the price proposed from the item). */
  itemExtra?: (index: number, currency: string) => ReactNode;
  /** How the items the lines start with read (an edited order's), until the search finds them. */
  itemOptions?: ComboboxItem[];
};

/** The lines of an order: item by code (searched), quantity, price and tax rate per line; the line amounts and tax, net, tax and total live and exact. */
export function OrderLinesEditor<Line>({ companyId, minorUnitsByCode, priceField, priceLabel, emptyLine, lineAmount, orderTotals, itemExtra, itemOptions }: OrderLinesEditorProps<Line>) {
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const lines = useWatch({ control, name: 'items' }) as Partial<Line>[] | undefined;
  const currency = (useWatch({ control, name: 'currencyCodeString' }) as string | undefined) ?? '';
  const minorUnits = minorUnitsByCode.get(currency) ?? 2;
  const { errors } = useFormState({ control, name: 'items' });
  const itemSearch = useMemo(() => itemCodePicker(companyId), [companyId]);
  const money = (amount: Amount) => formatMoney(amount, currency, minorUnits);
  const linesError = fieldArrayError(errors.items);
  const { rates, percents } = useLineTaxRates(companyId);
  const totals = orderTotals(lines, minorUnits, percents);
  /** A row of the footer: its label across the line's columns, its figure under the tax column. */
  const footerRow = (label: string, amount: Amount, testId: string, fw = 500) => (
    <TotalRow key={testId} label={label} span={6} fw={fw}><Table.Td ta="right" data-testid={testId}>{money(amount)}</Table.Td><Table.Td /></TotalRow>
  );
  return (
    <LinesEditor
      label="Items"
      labelId="order-lines-label"
      minWidth={940}
      columns={[
        { header: 'Item' },
        { header: 'Quantity', width: 130, numeric: true },
        { header: `${priceLabel} (${currency})`, width: 160, numeric: true },
        { header: 'Amount', width: 130, numeric: true },
        { header: 'Tax rate', width: 190 },
        { header: 'Tax', width: 110, numeric: true },
      ]}
      footer={[footerRow('Net', totals.net, 'order-net-total'), footerRow('Tax', totals.tax, 'order-tax-total'), footerRow('Total', totals.total, 'order-total', 700)]}
      actions={
        <>
          <Button variant="light" size="xs" onClick={() => append(emptyLine())}>Add line</Button>
          {linesError && <Text c="red" size="sm" role="alert">{linesError}</Text>}
        </>
      }
    >
      {fields.map((field, i) => {
        const amount = lineAmount(lines?.[i], minorUnits);
        const tax = lineTaxOf(amount, (lines?.[i] as { taxRateIdString?: string | null } | undefined)?.taxRateIdString, percents, minorUnits);
        return (
          <LineRow key={field.id} index={i} onRemove={fields.length > 1 ? () => remove(i) : undefined} keepReason="An order has at least one line">
            <Table.Td miw={240}>
              <RecordPicker name={`items.${i}.itemCode`} label={`Item, line ${i + 1}`} hideLabel source={itemSearch} placeholder="Search by item code"
                initialOption={itemOptions?.find((o) => o.value === (lines?.[i] as { itemCode?: string } | undefined)?.itemCode)} />
              {itemExtra?.(i, currency)}
            </Table.Td>
            <Table.Td>
              <QuantityField name={`items.${i}.qty`} label={`Quantity, line ${i + 1}`} hideLabel decimals={QTY_DECIMALS} />
            </Table.Td>
            <Table.Td>
              <MoneyField name={`items.${i}.${priceField}`} label={`${priceLabel}, line ${i + 1}`} hideLabel currency={currency} minorUnits={minorUnits} />
            </Table.Td>
            <Table.Td ta="right" pt={10} data-testid={`order-line-amount-${i}`}>{amount === undefined ? '—' : money(amount)}</Table.Td>
            <Table.Td>
              <TaxRateField name={`items.${i}.taxRateIdString`} label={`Tax rate, line ${i + 1}`} rates={rates} />
            </Table.Td>
            <Table.Td ta="right" pt={10} data-testid={`order-line-tax-${i}`}>{tax === undefined ? '—' : money(tax)}</Table.Td>
          </LineRow>
        );
      })}
    </LinesEditor>
  );
}

/** A line of a document made from an order: the item and the quantity still open. */
export type ProposedLine = { itemCode: string; itemName: string; uom: string; qty: string };

/**
 * The lines of a document made from an order (goods received or delivered, a bill): one
 * quantity per item, proposed from what is open, lowered or removed by the user; a lines editor
 * (a card a line on a phone) without an add button. The form's `items` start as the proposed lines.
 */
export function ProposedQuantityLines({ proposed, label, testId }: { proposed: ProposedLine[]; label: string; testId: string }) {
  const { control } = useFormContext();
  const { fields, remove } = useFieldArray({ control, name: 'items' });
  const byCode = new Map(proposed.map((p) => [p.itemCode, p]));
  return (
    <LinesEditor label={label} labelId={`${testId}-label`} testId={testId} minWidth={440} columns={[{ header: 'Item' }, { header: 'Quantity', width: 170, numeric: true }]}>
      {fields.map((field, i) => {
        const p = byCode.get((field as unknown as { itemCode: string }).itemCode);
        const name = p?.itemCode ?? `line ${i + 1}`;
        return (
          <LineRow key={field.id} index={i} name={name} onRemove={fields.length > 1 ? () => remove(i) : undefined} keepReason="A document has at least one line">
            <Table.Td pt={10}>{p ? `${p.itemCode} · ${p.itemName}` : ''} {p && <Text span size="xs" c="dimmed">(open {formatQuantity(p.qty)} {p.uom})</Text>}</Table.Td>
            <Table.Td><QuantityField name={`items.${i}.qty`} label={`Quantity of ${name}`} hideLabel decimals={QTY_DECIMALS} /></Table.Td>
          </LineRow>
        );
      })}
    </LinesEditor>
  );
}
