import { useEffect, useMemo, useRef } from 'react';
import { useController, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Autocomplete, Button, SimpleGrid, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { InvoiceCreate, InvoiceDetail } from '../../../contract/invoices';
import type { ItemDetail } from '../../../contract/items';
import type { SalesOrderDetail } from '../../../contract/sales-orders';
import { api } from '../../api/client';
import { customerPicker, customers } from '../../api/customers';
import { invoices } from '../../api/invoices';
import { itemCodePicker, items } from '../../api/items';
import { useLineTaxRates } from '../../api/tax-rates';
import { DialogForm } from '../../components/form/DialogForm';
import { useSchemaForm } from '../../components/form/Form';
import { DateField } from '../../components/form/date-fields';
import { BaseTotalPreview, DocumentRateField } from '../../components/form/document-rate';
import { ProposedCurrencyField } from '../../components/form/order-fields';
import { noRateAtRateField } from '../../components/form/server-errors';
import { userLocale } from '../../components/format';
import { formatExchangeRate, withRateIfForeign } from '../../money/exchange-rate';
import { fieldArrayError, LineRow, LinesEditor } from '../../components/form/LinesEditor';
import { SwitchField, TextAreaField, TextField } from '../../components/form/fields';
import { MoneyField, QuantityField } from '../../components/form/number-fields';
import { RecordPicker } from '../../components/form/pickers';
import { TaxRateField } from '../../components/form/tax-rate-field';
import { lineTaxOf } from '../../money/document-tax';
import { formatMoney } from '../../money/money';
import {
  chargeTypes, creditLimit, creditNoteDefaults, emptyCharge, emptyInvoiceLine, invoiceSchema, invoiceTotals, lineAmountText, orderInvoiceDefaults, orderLimit,
  QTY_DECIMALS, type InvoiceLine,
} from './invoice-form';
import { invoiceHref } from './links';

type Props = {
  companyId: string; baseCurrency: string; minorUnitsByCode: Map<string, number>; close: () => void;
  /** A credit note against this invoice. */
  creditFor?: InvoiceDetail;
  /** An invoice billing this (approved, open) sales order. */
  fromOrder?: SalesOrderDetail;
};

/**
 * The invoice form: a new invoice (or credit note); with `creditFor`, a credit note against that
 * invoice; with `fromOrder`, an invoice billing what is open on that order. Either of the two fixes
 * the customer, currency, items and unit prices; quantities stay editable up to the limit.
 */
export function InvoiceForm({ companyId, baseCurrency, minorUnitsByCode, close, creditFor, fromOrder }: Props) {
  const create = invoices.useCreate();
  const today = dayjs().format('YYYY-MM-DD');
  const schema = useMemo(() => invoiceSchema(creditFor ? creditLimit(creditFor) : fromOrder ? orderLimit(fromOrder) : undefined), [creditFor, fromOrder]);
  const form = useSchemaForm(schema, (creditFor
    ? creditNoteDefaults(creditFor, today)
    : fromOrder
      ? orderInvoiceDefaults(fromOrder, today, minorUnitsByCode.get(fromOrder.currencyCodeString) ?? 2)
      : { companyIdString: companyId, currencyCodeString: baseCurrency, postingDate: today, return: false, items: [emptyInvoiceLine() as InvoiceLine], charges: [] }) as never);
  const customerSearch = useMemo(() => customerPicker(companyId), [companyId]);
  return (
    <DialogForm
      form={form}
      submitLabel={creditFor ? 'Create credit note' : 'Create invoice'}
      close={close}
      save={(values: InvoiceCreate) => {
        const charges = (values.charges ?? []).map((c) => ({ ...c, description: c.description?.trim() || null, chargeType: c.chargeType?.trim() || null }));
        // a credit note against an invoice takes that invoice's rate
        const body = withRateIfForeign({ ...values, companyIdString: companyId, charges: charges.length ? charges : undefined }, creditFor ? undefined : values.currencyCodeString, baseCurrency);
        return create.mutateAsync(body).catch((error: unknown) => { throw noRateAtRateField(error); });
      }}
      // from an order: back to it, its billed quantities and status follow (invoices invalidate the orders' queries)
      savedMessage={(saved) => (fromOrder ? `Posted ${saved.number} for ${fromOrder.number}.` : `Posted ${saved.number}.`)}
      goTo={(saved) => (fromOrder ? `/sales/orders/${fromOrder.id}` : invoiceHref(saved))}
      replace={!!fromOrder || !!creditFor}
    >
      {fromOrder ? (
        <Text size="sm" data-testid="invoice-for-order">
          Invoice for {fromOrder.number} to {fromOrder.customerName} in {fromOrder.currencyCodeString}: what is still to bill is proposed at the order's prices; lower the quantities (never above what is open) or remove lines.
        </Text>
      ) : creditFor ? (
        <Text size="sm" data-testid="credit-note-for">
          Credit note against {creditFor.number} for {creditFor.customerName} in {creditFor.currencyCodeString}: change the quantities to what comes back (never more than was invoiced) or remove lines.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <RecordPicker name="customerIdString" label="Customer" source={customerSearch} placeholder="Search customers" required />
          <CurrencyFromCustomer baseCurrency={baseCurrency} />
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateField name="postingDate" label="Posting date" required />
        <DateField name="dueDate" label="Due date" description="The posting date when left empty" />
        {!creditFor && <RateField companyId={companyId} baseCurrency={baseCurrency} minorUnitsByCode={minorUnitsByCode} />}
      </SimpleGrid>
      {creditFor && creditFor.currencyCodeString !== baseCurrency && (
        <Text size="sm" data-testid="credit-note-rate">At {creditFor.number}'s exchange rate, {formatExchangeRate(creditFor.exchangeRate, userLocale)} {baseCurrency} per {creditFor.currencyCodeString}.</Text>
      )}
      {!creditFor && !fromOrder && <SwitchField name="return" label="Credit note" description="A credit note posts the reverse of an invoice and brings stock back" />}
      <ItemLines companyId={companyId} minorUnitsByCode={minorUnitsByCode} fixedItems={!!creditFor || !!fromOrder} />
      <ChargeLines minorUnitsByCode={minorUnitsByCode} />
      <Totals companyId={companyId} minorUnitsByCode={minorUnitsByCode} baseCurrency={baseCurrency} />
      <TextAreaField name="notes" label="Notes" />
    </DialogForm>
  );
}

/** The customer's billing currency is proposed until the user picks one. */
function CurrencyFromCustomer({ baseCurrency }: { baseCurrency: string }) {
  const customerId = useWatch({ name: 'customerIdString' }) as string | undefined;
  const proposed = customers.useOne(customerId).data?.currencyCode;
  return <ProposedCurrencyField baseCurrency={baseCurrency} proposed={proposed} description="The customer's billing currency (else the company's base) unless you choose another" />;
}

function RateField({ companyId, baseCurrency, minorUnitsByCode }: { companyId: string; baseCurrency: string; minorUnitsByCode: Map<string, number> }) {
  const { currency } = useCurrency(minorUnitsByCode);
  return <DocumentRateField companyId={companyId} baseCurrency={baseCurrency} currency={currency} dateField="postingDate" />;
}

function useCurrency(minorUnitsByCode: Map<string, number>) {
  const { control } = useFormContext<InvoiceCreate>();
  const currency = useWatch({ control, name: 'currencyCodeString' }) ?? '';
  return { currency, minorUnits: minorUnitsByCode.get(currency) ?? 2 };
}

function ItemLines({ companyId, minorUnitsByCode, fixedItems }: { companyId: string; minorUnitsByCode: Map<string, number>; fixedItems: boolean }) {
  const { control } = useFormContext<InvoiceCreate>();
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const { errors } = useFormState({ control, name: 'items' });
  const { currency } = useCurrency(minorUnitsByCode);
  const linesError = fieldArrayError(errors.items);
  return (
    <LinesEditor
      label="Items"
      labelId="invoice-lines-label"
      minWidth={940}
      columns={[
        { header: 'Item' },
        { header: 'Quantity', width: 130, numeric: true },
        { header: `Unit price (${currency})`, width: 160, numeric: true },
        { header: 'Amount', width: 130, numeric: true },
        { header: 'Tax rate', width: 190 },
        { header: 'Tax', width: 110, numeric: true },
      ]}
      actions={
        <>
          {!fixedItems ? <Button variant="light" size="xs" onClick={() => append(emptyInvoiceLine() as InvoiceLine)}>Add line</Button> : <span />}
          {linesError && <Text c="red" size="sm" role="alert">{linesError}</Text>}
        </>
      }
    >
      {fields.map((field, i) => (
        <ItemLine key={field.id} index={i} companyId={companyId} minorUnitsByCode={minorUnitsByCode} fixedItem={fixedItems} onRemove={fields.length > 1 ? () => remove(i) : undefined} />
      ))}
    </LinesEditor>
  );
}

/** The current price of an item (by code) in a currency: `GET /items?itemCode=`, then `GET /items/{id}` (its `prices`). */
function useItemPrice(companyId: string, itemCode: string | undefined, currency: string) {
  return useQuery({
    queryKey: [...items.keys.all, 'price-by-code', companyId, itemCode, currency],
    enabled: !!itemCode && !!currency,
    staleTime: 30_000,
    queryFn: async ({ signal }) => {
      const found = await items.list.fetch({ companyIdString: companyId, itemCode, size: 20 }, signal);
      const item = found.content.find((i) => i.itemCode === itemCode);
      if (!item) return null;
      const detail = await api.get<ItemDetail>(`/items/${encodeURIComponent(item.id)}`, undefined, signal);
      return detail.prices.find((p) => p.currency === currency)?.price ?? null;
    },
  });
}

function ItemLine({ index: i, companyId, minorUnitsByCode, fixedItem, onRemove }: { index: number; companyId: string; minorUnitsByCode: Map<string, number>; fixedItem: boolean; onRemove?: () => void }) {
  const { control, setValue, getValues } = useFormContext<InvoiceCreate>();
  const { currency, minorUnits } = useCurrency(minorUnitsByCode);
  const itemSearch = useMemo(() => itemCodePicker(companyId), [companyId]);
  const line = useWatch({ control, name: `items.${i}` }) as Partial<InvoiceLine> | undefined;
  const price = useItemPrice(companyId, fixedItem ? undefined : line?.itemCode, currency);
  // The item's current price is proposed until the user types another one.
  const lastProposed = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (fixedItem || !price.data) return;
    const current = getValues(`items.${i}.unitPrice`) as unknown;
    if (current === undefined || current === '' || current === lastProposed.current) {
      lastProposed.current = price.data;
      setValue(`items.${i}.unitPrice`, price.data as never, { shouldDirty: true });
    }
  }, [price.data]); // eslint-disable-line react-hooks/exhaustive-deps
  const money = (amount: string | undefined) => (amount === undefined ? '—' : formatMoney(amount, currency, minorUnits));
  const { rates, percents } = useLineTaxRates(companyId);
  const amount = lineAmountText(line, minorUnits);
  const tax = lineTaxOf(amount, line?.taxRateIdString, percents, minorUnits);
  return (
    <LineRow index={i} onRemove={onRemove} keepReason="An invoice has at least one line">
      <Table.Td miw={240} pt={fixedItem ? 10 : undefined}>
        {fixedItem ? line?.itemCode : <RecordPicker name={`items.${i}.itemCode`} label={`Item, line ${i + 1}`} hideLabel source={itemSearch} placeholder="Search by item code" />}
      </Table.Td>
      <Table.Td>
        <QuantityField name={`items.${i}.qty`} label={`Quantity, line ${i + 1}`} hideLabel decimals={QTY_DECIMALS} />
      </Table.Td>
      <Table.Td ta={fixedItem ? 'right' : undefined} pt={fixedItem ? 10 : undefined}>
        {fixedItem ? money(line?.unitPrice as string | undefined) : <MoneyField name={`items.${i}.unitPrice`} label={`Unit price, line ${i + 1}`} hideLabel currency={currency} minorUnits={minorUnits} />}
      </Table.Td>
      <Table.Td ta="right" pt={10}>
        <LineAmount index={i} text={amount} shown={money(amount)} />
      </Table.Td>
      <Table.Td>
        <TaxRateField name={`items.${i}.taxRateIdString`} label={`Tax rate, line ${i + 1}`} rates={rates} />
      </Table.Td>
      <Table.Td ta="right" pt={10} data-testid={`invoice-line-tax-${i}`}>{tax === undefined ? '—' : formatMoney(tax, currency, minorUnits)}</Table.Td>
    </LineRow>
  );
}

/** The line's amount, computed (qty × unit price at the currency's minor units) and sent as `amount`; the service's 422 at `items.N.amount` shows here. */
function LineAmount({ index, text, shown }: { index: number; text: string | undefined; shown: string }) {
  const { field, fieldState } = useController({ name: `items.${index}.amount` });
  useEffect(() => {
    if (field.value !== text) field.onChange(text);
  }, [text]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <>
      <span data-testid={`invoice-line-amount-${index}`} ref={field.ref} tabIndex={-1}>{shown}</span>
      {fieldState.error && <Text c="red" size="xs" role="alert">{fieldState.error.message}</Text>}
    </>
  );
}

function ChargeLines({ minorUnitsByCode }: { minorUnitsByCode: Map<string, number> }) {
  const { control } = useFormContext<InvoiceCreate>();
  const { fields, append, remove } = useFieldArray({ control, name: 'charges' as 'items' });
  const { errors } = useFormState({ control, name: 'charges' });
  const { currency, minorUnits } = useCurrency(minorUnitsByCode);
  const chargesError = fieldArrayError(errors.charges);
  return (
    <div>
      <LinesEditor
        label="Charges"
        labelId="invoice-charges-label"
        minWidth={720}
        showTable={fields.length > 0}
        columns={[
          { header: 'Type', width: 200 },
          { header: 'Description' },
          { header: `Amount (${currency})`, width: 160, numeric: true },
        ]}
        actions={
          <>
            <Button variant="light" size="xs" onClick={() => append(emptyCharge() as never)}>Add charge</Button>
            {chargesError && <Text c="red" size="sm" role="alert">{chargesError}</Text>}
          </>
        }
      >
        {fields.map((field, i) => (
          <LineRow key={field.id} index={i} noun="charge" onRemove={() => remove(i)}>
            <Table.Td><ChargeTypeField name={`charges.${i}.chargeType`} label={`Charge type, charge ${i + 1}`} /></Table.Td>
            <Table.Td><TextField name={`charges.${i}.description`} label={`Description, charge ${i + 1}`} hideLabel /></Table.Td>
            <Table.Td><MoneyField name={`charges.${i}.amount`} label={`Amount, charge ${i + 1}`} hideLabel currency={currency} minorUnits={minorUnits} /></Table.Td>
          </LineRow>
        ))}
      </LinesEditor>
      <Text size="xs" c="dimmed" mt={4}>The company's global charges are added by the service and show on the posted invoice.</Text>
    </div>
  );
}

/** tax, shipping, handling, or any other text (a charge configuration's name). */
function ChargeTypeField({ name, label }: { name: string; label: string }) {
  const { field, fieldState } = useController({ name });
  return (
    <Autocomplete
      aria-label={label}
      data={chargeTypes}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      ref={field.ref}
      name={field.name}
      error={fieldState.error?.message}
      placeholder="tax, shipping, …"
    />
  );
}

function Totals({ companyId, minorUnitsByCode, baseCurrency }: { companyId: string; minorUnitsByCode: Map<string, number>; baseCurrency: string }) {
  const { control } = useFormContext<InvoiceCreate>();
  const { currency, minorUnits } = useCurrency(minorUnitsByCode);
  const lines = useWatch({ control, name: 'items' }) as Partial<InvoiceLine>[] | undefined;
  const charges = useWatch({ control, name: 'charges' });
  const totals = invoiceTotals(lines, charges, minorUnits, useLineTaxRates(companyId).percents);
  const money = (amount: Parameters<typeof formatMoney>[0]) => formatMoney(amount, currency, minorUnits);
  return (
    <>
      <Table w={{ base: '100%', sm: 360 }} ml="auto" verticalSpacing={4} aria-label="Totals">
        <Table.Tbody>
          <Table.Tr><Table.Th scope="row">Subtotal (net)</Table.Th><Table.Td ta="right" data-testid="invoice-subtotal">{money(totals.subtotal)}</Table.Td></Table.Tr>
          <Table.Tr><Table.Th scope="row">Tax</Table.Th><Table.Td ta="right" data-testid="invoice-tax-total">{money(totals.tax)}</Table.Td></Table.Tr>
          <Table.Tr><Table.Th scope="row">Charges</Table.Th><Table.Td ta="right" data-testid="invoice-charges-total">{money(totals.charges)}</Table.Td></Table.Tr>
          <Table.Tr fw={700}><Table.Th scope="row">Total</Table.Th><Table.Td ta="right" data-testid="invoice-total">{money(totals.total)}</Table.Td></Table.Tr>
        </Table.Tbody>
      </Table>
      <BaseTotalPreview total={totals.total} currency={currency} baseCurrency={baseCurrency} baseMinorUnits={minorUnitsByCode.get(baseCurrency) ?? 2} />
    </>
  );
}
