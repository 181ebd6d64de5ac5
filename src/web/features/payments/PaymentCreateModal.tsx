import { useEffect, useMemo, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useController, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Group, SegmentedControl, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { PaymentCreate, PaymentType } from '../../../contract/payments';
import { billHref, bills } from '../../api/bills';
import { ApiError } from '../../api/client';
import { customerPicker, customers } from '../../api/customers';
import { invoices } from '../../api/invoices';
import { newIdempotencyKey, paymentHref, payments } from '../../api/payments';
import { supplierPicker, suppliers } from '../../api/suppliers';
import { DialogForm } from '../../components/form/DialogForm';
import { useSchemaForm } from '../../components/form/Form';
import { DateField } from '../../components/form/date-fields';
import { BaseTotalPreview, DocumentRateField } from '../../components/form/document-rate';
import { ProposedCurrencyField } from '../../components/form/order-fields';
import { noRateAtRateField } from '../../components/form/server-errors';
import { withRateIfForeign } from '../../money/exchange-rate';
import { SwitchField, TextField } from '../../components/form/fields';
import { MoneyField } from '../../components/form/number-fields';
import { RecordPicker } from '../../components/form/pickers';
import { formatDay } from '../../components/format';
import { CompanyFormModal } from '../../components/CompanyFormModal';
import { StatusBadge } from '../../components/StatusBadge';
import { formatMoney } from '../../money/money';
import { invoiceHref } from '../invoices/links';
import {
  allocationPreview, amountParts, formPathOf, oldestFirst, partyTypeOf, paymentFormSchema, paymentTotalText, sentAllocationRows, settledInCurrency,
  type AllocationMode, type OpenDocument, type PaymentFormValues,
} from './payment-form';

/** `settle`: the document a payment is started from (its page's button), and what it has outstanding. */
type Settle = { documentId: string; amount: string };
type Props = { companyId: string; baseCurrency: string; minorUnitsByCode: Map<string, number>; type: PaymentType; partyId?: string; currency?: string; settle?: Settle; close: () => void };

/**
 * Route `accounting/payments/new` (`?type=PAY` to pay a supplier, `&party=<id>` to start with one,
 * `&document=<id>&amount=<outstanding>&currency=<its currency>` to settle that invoice or bill: its outstanding is proposed):
 * money received from a customer or paid to a supplier, its total added up live from its parts,
 * and a preview of what it settles of the party's open invoices or bills.
 */
export default function PaymentCreateModal() {
  const [params] = useSearchParams();
  const type: PaymentType = params.get('type') === 'PAY' ? 'PAY' : 'RECEIVE';
  const documentId = params.get('document');
  const amount = params.get('amount');
  const settle = documentId && amount && /^\d+(\.\d+)?$/.test(amount) ? { documentId, amount } : undefined;
  const currency = /^[A-Z]{3}$/.test(params.get('currency') ?? '') ? params.get('currency')! : undefined;
  return (
    <CompanyFormModal title="New payment" size={1000}>
      {(company, close) => (
        <PaymentForm
          key={type}
          companyId={company.companyId}
          baseCurrency={company.baseCurrency}
          minorUnitsByCode={company.minorUnitsByCode}
          type={type}
          partyId={params.get('party') ?? undefined}
          currency={currency}
          settle={settle}
          close={close}
        />
      )}
    </CompanyFormModal>
  );
}

type PartyDocument = OpenDocument & { href: string; status: string; currency: string };

/** The party's open invoices (RECEIVE) or bills (PAY), oldest first, as the service would allocate to them. */
function useOpenDocuments(companyId: string, type: PaymentType, partyId: string | undefined) {
  return useQuery({
    queryKey: [...(type === 'RECEIVE' ? invoices.keys.lists() : bills.keys.lists()), 'open-for-payment', companyId, partyId],
    enabled: !!partyId,
    queryFn: async ({ signal }): Promise<PartyDocument[]> => {
      if (type === 'RECEIVE') {
        const [unpaid, partly] = await Promise.all(
          (['UNPAID', 'PARTLY_PAID'] as const).map((status) => invoices.fetchAll({ companyIdString: companyId, customerIdString: partyId, status, return: 'false' }, signal)),
        );
        return oldestFirst([...unpaid!, ...partly!].filter((i) => !i.return && i.outstanding > 0).map((i) => ({
          id: i.id, number: i.number, postingDate: i.postingDate, dueDate: i.dueDate, total: i.total, outstanding: i.outstanding, href: invoiceHref(i), status: i.status, currency: i.currencyCodeString,
        })));
      }
      const all = await bills.fetchAll({ companyIdString: companyId, supplierIdString: partyId }, signal);
      return oldestFirst(all.filter((b) => (b.status === 'UNPAID' || b.status === 'PARTLY_PAID') && b.outstanding > 0).map((b) => ({
        id: b.id, number: b.number, postingDate: b.postingDate, dueDate: b.dueDate, total: b.total, outstanding: b.outstanding, href: billHref(b), status: b.status, currency: b.currency,
      })));
    },
  });
}

function PaymentForm({ companyId, baseCurrency, minorUnitsByCode, type, partyId, currency, settle, close }: Props) {
  const navigate = useNavigate();
  const create = payments.useCreate();
  const idempotencyKey = useRef(newIdempotencyKey());
  const today = dayjs().format('YYYY-MM-DD');
  const defaults: Partial<PaymentFormValues> = {
    companyIdString: companyId,
    paymentType: type,
    partyType: partyTypeOf(type),
    partyIdString: partyId,
    transactionCurrency: currency ?? baseCurrency,
    paymentMethodLabel: 'BANK',
    postingDate: today,
    reference: '',
    // started from a document: its outstanding, allocated to it
    transactionNetAmount: settle?.amount as never,
    transactionCharge: '0' as never,
    transactionGatewayCharge: '0' as never,
    transactionMerchantCommission: '0' as never,
    transactionTax: '0' as never,
    transactionTotalAmount: undefined,
    isGlOnly: false,
    allocationMode: settle ? 'EXPLICIT' : 'AUTO',
    allocations: [],
  };
  // The schema checks explicit amounts against the documents on screen; it is rebuilt when they load.
  const documentsRef = useRef<PartyDocument[]>([]);
  const schema = useMemo(() => paymentFormSchema(new Proxy([], { get: (_, key) => (documentsRef.current as never)[key as never] }) as OpenDocument[], (c) => minorUnitsByCode.get(c) ?? 2), [minorUnitsByCode]);
  const form = useSchemaForm(schema as never, defaults as never);
  const partySearch = useMemo(() => (type === 'RECEIVE' ? customerPicker(companyId) : supplierPicker(companyId)), [type, companyId]);
  const partyLabel = type === 'RECEIVE' ? 'Customer' : 'Supplier';
  // a party given in the address (from an invoice or a bill) shows by its name
  const customer = customers.useOne(type === 'RECEIVE' ? partyId : undefined);
  const supplier = suppliers.useOne(type === 'PAY' ? partyId : undefined);
  const given = customer.data ?? supplier.data;
  return (
    <DialogForm
      form={form}
      submitLabel={type === 'RECEIVE' ? 'Receive payment' : 'Pay supplier'}
      close={close}
      savedMessage={(saved) => `Posted ${saved.number}.`}
      goTo={paymentHref}
      replace
      save={async (body: PaymentCreate) => {
        const values = form.getValues() as unknown as PaymentFormValues;
        const sentRows = sentAllocationRows(values.allocationMode, values.isGlOnly, values.allocations);
        try {
          return await create.mutateAsync({ body: withRateIfForeign({ ...body, companyIdString: companyId }, body.transactionCurrency, baseCurrency), idempotencyKey: idempotencyKey.current });
        } catch (caught) {
          const error = noRateAtRateField(caught);
          // an answer was given (and is kept for this key): the next try is another request
          if (!(error instanceof ApiError) || (error.status > 0 && error.status < 500)) idempotencyKey.current = newIdempotencyKey();
          if (error instanceof ApiError && sentRows.length > 0) {
            throw new ApiError(error.status, error.code, error.detail, error.errors.map((e) => ({ ...e, path: formPathOf(e.path, sentRows) })), error.retryAfterSeconds, error.requestId);
          }
          throw error;
        }
      }}
    >
      <SegmentedControl
        aria-label="Payment type"
        value={type}
        onChange={(next) => navigate(`?type=${next}`, { replace: true })}
        data={[{ value: 'RECEIVE', label: 'Receive from a customer' }, { value: 'PAY', label: 'Pay a supplier' }]}
        style={{ alignSelf: 'flex-start' }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <RecordPicker name="partyIdString" label={partyLabel} source={partySearch} placeholder={`Search ${partyLabel.toLowerCase()}s`} required initialOption={given ? { value: given.id, label: given.name } : null} />
        <CurrencyFromParty type={type} baseCurrency={baseCurrency} fixed={!!currency} />
        <DateField name="postingDate" label="Posting date" required />
        <PaymentRate companyId={companyId} baseCurrency={baseCurrency} />
        <TextField name="reference" label="Reference" required description="The bank's reference, a cheque number, …" />
        <TextField name="paymentMethodLabel" label="Method" required description="CASH posts to the cash account, anything else (BANK, CARD, …) to the bank" />
      </SimpleGrid>
      <Amounts baseCurrency={baseCurrency} minorUnitsByCode={minorUnitsByCode} type={type} />
      <SwitchField name="isGlOnly" label="Ledger only" description="Post to the ledger and settle no invoice or bill: the whole amount stays as a credit on the party" />
      <Allocations companyId={companyId} type={type} minorUnitsByCode={minorUnitsByCode} documentsRef={documentsRef} settle={settle} />
    </DialogForm>
  );
}

const partLabels: Record<(typeof amountParts)[number], string> = {
  transactionNetAmount: 'Net amount',
  transactionCharge: 'Charge',
  transactionGatewayCharge: 'Gateway charge',
  transactionMerchantCommission: 'Merchant commission',
  transactionTax: 'Tax',
};

/** The party's billing currency is proposed until the user picks one (not when settling a given invoice or bill: its currency). */
function CurrencyFromParty({ type, baseCurrency, fixed }: { type: PaymentType; baseCurrency: string; fixed: boolean }) {
  const partyId = useWatch({ name: 'partyIdString' }) as string | undefined;
  const customer = customers.useOne(type === 'RECEIVE' && !fixed ? partyId : undefined).data;
  const supplier = suppliers.useOne(type === 'PAY' && !fixed ? partyId : undefined).data;
  return (
    <ProposedCurrencyField name="transactionCurrency" baseCurrency={baseCurrency} proposed={customer?.currencyCode ?? supplier?.currencyCodeString}
      description={`The ${type === 'RECEIVE' ? 'customer' : 'supplier'}'s billing currency (else the company's base); it settles only ${type === 'RECEIVE' ? 'invoices' : 'bills'} in it`} />
  );
}

function PaymentRate({ companyId, baseCurrency }: { companyId: string; baseCurrency: string }) {
  const currency = useWatch({ name: 'transactionCurrency' }) as string | undefined;
  return <DocumentRateField companyId={companyId} baseCurrency={baseCurrency} currency={currency} dateField="postingDate" />;
}

/** The payment's currency and its minor units. */
function usePaymentCurrency(minorUnitsByCode: Map<string, number>) {
  const currency = (useWatch({ name: 'transactionCurrency' }) as string | undefined) ?? '';
  return { currency, minorUnits: minorUnitsByCode.get(currency) ?? 2 };
}

/** The amounts and the total they add up to, exactly, as typed; the total is sent and checked by the service too. */
function Amounts({ baseCurrency, minorUnitsByCode, type }: { baseCurrency: string; minorUnitsByCode: Map<string, number>; type: PaymentType }) {
  const { control } = useFormContext<PaymentFormValues>();
  const { currency, minorUnits } = usePaymentCurrency(minorUnitsByCode);
  const parts = useWatch({ control, name: [...amountParts] });
  const text = paymentTotalText(Object.fromEntries(amountParts.map((part, i) => [part, parts[i]])), minorUnits);
  const { field, fieldState } = useController({ name: 'transactionTotalAmount' });
  useEffect(() => {
    if (field.value !== text) field.onChange(text);
  }, [text]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {amountParts.map((part) => (
          <MoneyField
            key={part}
            name={part}
            label={partLabels[part]}
            currency={currency}
            minorUnits={minorUnits}
            required={part === 'transactionNetAmount'}
            description={part === 'transactionNetAmount' ? (type === 'RECEIVE' ? 'What reaches the bank' : 'What leaves the bank') : undefined}
          />
        ))}
        <div>
          <Text size="sm" fw={500} id="payment-total-label">Total {type === 'RECEIVE' ? 'the customer settles' : 'the supplier is paid'}</Text>
          <Text size="xl" fw={700} aria-labelledby="payment-total-label" data-testid="payment-total" ref={field.ref} tabIndex={-1}>
            {text === undefined ? '—' : formatMoney(text, currency, minorUnits)}
          </Text>
          <BaseTotalPreview total={text} currency={currency} baseCurrency={baseCurrency} baseMinorUnits={minorUnitsByCode.get(baseCurrency) ?? 2} />
          <Text size="xs" c="dimmed">net + charge + gateway charge + commission + tax</Text>
          {fieldState.error && <Text c="red" size="sm" role="alert">Total {fieldState.error.message}</Text>}
        </div>
      </SimpleGrid>
    </div>
  );
}

/** The party's open documents and what the payment would settle of each; explicit amounts per document on request. */
function Allocations({ companyId, type, minorUnitsByCode, documentsRef, settle }: { companyId: string; type: PaymentType; minorUnitsByCode: Map<string, number>; documentsRef: { current: PartyDocument[] }; settle?: Settle }) {
  const { control, setValue } = useFormContext<PaymentFormValues>();
  const { currency, minorUnits } = usePaymentCurrency(minorUnitsByCode);
  const partyId = useWatch({ control, name: 'partyIdString' });
  const glOnly = useWatch({ control, name: 'isGlOnly' });
  const mode = useWatch({ control, name: 'allocationMode' }) as AllocationMode;
  const total = useWatch({ control, name: 'transactionTotalAmount' }) as unknown as string | undefined;
  const rows = useWatch({ control, name: 'allocations' });
  const { fields, replace } = useFieldArray({ control, name: 'allocations' });
  const { errors } = useFormState({ control, name: 'allocations' });
  const documents = useOpenDocuments(companyId, type, partyId);
  const { settled: list, others } = settledInCurrency(documents.data ?? [], currency);
  useEffect(() => {
    documentsRef.current = list;
    const amountOf = (d: PartyDocument) => (d.id === settle?.documentId ? (settle.amount as never) : undefined);
    replace(list.map((d) => (type === 'RECEIVE' ? { invoiceIdString: d.id, billIdString: null, amount: amountOf(d) } : { invoiceIdString: null, billIdString: d.id, amount: amountOf(d) })));
  }, [documents.data, currency]); // eslint-disable-line react-hooks/exhaustive-deps
  const explicit = mode === 'EXPLICIT';
  const preview = allocationPreview(total, list, { explicit: explicit ? (rows ?? []).map((r) => r?.amount) : null, glOnly });
  const money = (amount: Parameters<typeof formatMoney>[0]) => formatMoney(amount, currency, minorUnits);
  const kind = type === 'RECEIVE' ? 'invoices' : 'bills';
  const arrayError = (errors.allocations as { message?: string; root?: { message?: string } } | undefined);
  const allocationsError = arrayError?.message ?? arrayError?.root?.message;
  if (!partyId) return <Text size="sm" c="dimmed">Choose the {type === 'RECEIVE' ? 'customer' : 'supplier'} to see their open {kind}.</Text>;
  if (glOnly) return <Text size="sm" data-testid="allocation-gl-only">Ledger only: no {type === 'RECEIVE' ? 'invoice' : 'bill'} is settled; {total ? money(total) : 'the total'} stays as a credit on the party.</Text>;
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end">
        <Text fw={500} size="sm" id="allocation-label">Open {kind} and what this payment settles</Text>
        <SegmentedControl
          size="xs"
          aria-label="Allocation"
          value={mode}
          onChange={(next) => setValue('allocationMode', next as AllocationMode, { shouldDirty: true })}
          data={[{ value: 'AUTO', label: 'Oldest first' }, { value: 'EXPLICIT', label: 'Amounts I choose' }]}
        />
      </Group>
      {documents.error ? (
        <Alert color="red" role="alert">Could not load the open {kind}: {documents.error.message}</Alert>
      ) : documents.isPending ? (
        <Text size="sm" c="dimmed">Loading the open {kind}…</Text>
      ) : list.length === 0 ? (
        <Text size="sm" data-testid="allocation-none">Nothing is open in {currency}: the whole amount stays as a credit on the party.</Text>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <Table verticalSpacing={4} horizontalSpacing="xs" aria-labelledby="allocation-label" style={{ minWidth: 640 }} data-testid="allocation-preview">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Number</Table.Th>
                <Table.Th scope="col">{type === 'RECEIVE' ? 'Due' : 'Posted'}</Table.Th>
                <Table.Th scope="col" ta="right">Outstanding</Table.Th>
                <Table.Th scope="col" ta="right" w={explicit ? 170 : undefined}>This payment</Table.Th>
                <Table.Th scope="col" ta="right">Left</Table.Th>
                <Table.Th scope="col">Then</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map((field, i) => {
                const row = preview.rows[i];
                if (!row) return null;
                return (
                  <Table.Tr key={field.id} style={{ verticalAlign: 'top' }} data-testid={`allocation-row-${row.document.number}`}>
                    <Table.Td pt={explicit ? 10 : undefined}><Anchor component={Link} to={row.document.href} target="_blank">{row.document.number}</Anchor></Table.Td>
                    <Table.Td pt={explicit ? 10 : undefined}>{formatDay(row.document.dueDate)}</Table.Td>
                    <Table.Td ta="right" pt={explicit ? 10 : undefined}>{money(row.document.outstanding)}</Table.Td>
                    <Table.Td ta="right">
                      {explicit ? <MoneyField name={`allocations.${i}.amount`} label={`Amount for ${row.document.number}`} hideLabel currency={currency} minorUnits={minorUnits} /> : <span data-testid="allocation-amount">{money(row.amount)}</span>}
                    </Table.Td>
                    <Table.Td ta="right" pt={explicit ? 10 : undefined}>{money(row.after)}</Table.Td>
                    <Table.Td pt={explicit ? 10 : undefined}><StatusBadge status={row.status} /></Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr fw={600}>
                <Table.Th scope="row" colSpan={3}>Allocated</Table.Th>
                <Table.Td ta="right" data-testid="allocation-allocated">{money(preview.allocated)}</Table.Td>
                <Table.Td colSpan={2} />
              </Table.Tr>
              <Table.Tr fw={600}>
                <Table.Th scope="row" colSpan={3}>{preview.unallocated.isNegative() ? 'Beyond the total' : 'Unallocated (a credit on the party)'}</Table.Th>
                <Table.Td ta="right" data-testid="allocation-unallocated" c={preview.unallocated.isNegative() ? 'red' : undefined}>{money(preview.unallocated.abs())}</Table.Td>
                <Table.Td colSpan={2} />
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </div>
      )}
      {others.length > 0 && (
        <Text size="xs" c="dimmed" data-testid="allocation-other-currencies">
          {others.length} open {others.length === 1 ? kind.slice(0, -1) : kind} in {[...new Set(others.map((d) => d.currency))].join(', ')}: a payment in {currency} does not settle {others.length === 1 ? 'it' : 'them'}.
        </Text>
      )}
      {allocationsError && <Text c="red" size="sm" role="alert">Allocations: {allocationsError}</Text>}
      {!explicit && list.length > 0 && <Text size="xs" c="dimmed">The service allocates oldest due first when the payment is posted; what is open then counts.</Text>}
    </Stack>
  );
}
