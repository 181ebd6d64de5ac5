import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useWatch } from 'react-hook-form';
import { Alert, SimpleGrid, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UseQueryResult } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { z } from 'zod';
import { ApiError } from '../../api/client';
import { companies } from '../../api/companies';
import { useMinorUnitsByCode } from '../../api/currencies';
import type { PickerSearch } from '../../api/list';
import { useCurrentCompany } from '../../app/current-company';
import { Form, useSchemaForm } from '../../components/form/Form';
import { DateField } from '../../components/form/date-fields';
import { BaseTotalPreview, DocumentRateField } from '../../components/form/document-rate';
import { noRateAtRateField } from '../../components/form/server-errors';
import { useLineTaxRates } from '../../api/tax-rates';
import { withRateIfForeign } from '../../money/exchange-rate';
import { TextAreaField } from '../../components/form/fields';
import { OrderLinesEditor, ProposedCurrencyField } from '../../components/form/order-fields';
import { RecordPicker } from '../../components/form/pickers';
import { RouteModal } from '../../components/RouteModal';
import type { RatePercents } from '../../money/document-tax';
import type { Amount } from '../../money/money';

/** A saved order as its edit form needs it (a sales or purchase order's detail). */
export type EditedOrder = { id: string; number: string; version: number; companyIdString: string; currencyCodeString: string; items: { itemCode: string; itemName: string }[] };

/** What the dialog says when the order changed since the form was filled from it (412). */
export const CHANGED_MEANWHILE = 'This order was changed by someone else since you opened it. Reload the page to see their changes, then edit it again.';

/** How a kind of order is created and edited: its words, party, promised date, line pricing and the calls that save it. */
export type OrderFormKind<Line, Order extends EditedOrder = EditedOrder> = {
  /** `sales order`, `purchase order`. */
  noun: string;
  /** What the create form says about the draft it saves. */
  intro: string;
  party: {
    /** The form field: `customerIdString`, `supplierIdString`. */
    field: string;
    label: string;
    placeholder: string;
    picker: (companyId: string) => PickerSearch;
    /** The party's billing currency, proposed for the order. */
    useCurrency: (id: string | undefined) => string | undefined;
    currencyDescription: string;
    /** The saved order's party, as the picker shows it until the search finds it. */
    nameOf: (order: Order) => string;
  };
  /** The promised date: `deliveryDate` / `Delivery by`, `expectedDate` / `Expected by`. */
  promised: { field: string; label: string };
  lines: {
    priceField: string;
    priceLabel: string;
    emptyLine: () => Partial<Line>;
    lineAmount: (line: Partial<Line> | undefined, minorUnits: number) => Amount | undefined;
    orderTotals: (lines: (Partial<Line> | undefined)[] | undefined, minorUnits: number, percents: RatePercents) => { net: Amount; tax: Amount; total: Amount };
    /** Shown under a line's item (e.g. the price proposed from the item). */
    itemExtra?: (index: number, companyId: string, currency: string) => ReactNode;
  };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the kind's form schema (its create payload with typed amounts)
  schema: z.ZodType<any, any>;
  useCreate: () => { mutateAsync: (input: never) => Promise<{ id: string; number: string }> };
  href: (order: { id: string }) => string;
  edit: {
    useOne: (id: string | undefined) => UseQueryResult<Order>;
    /** The full replacement, `If-Match` the version the form was filled from. */
    useReplace: () => { mutateAsync: (input: { id: string; version: number; body: never }) => Promise<{ number: string }> };
    /** Whether the order is still a draft the service lets be edited. */
    canEdit: (order: Order) => boolean;
    /** The order as the form's values. */
    formValues: (order: Order) => Record<string, unknown>;
  };
};

/** Route `<orders>/new`: a DRAFT order, its lines picked by item code, with live exact totals. */
export function OrderCreateModal<Line, Order extends EditedOrder>({ kind }: { kind: OrderFormKind<Line, Order> }) {
  const company = companies.useOne(useCurrentCompany().companyId);
  const minorUnitsByCode = useMinorUnitsByCode();
  return (
    <RouteModal title={`New ${kind.noun}`} size={1100} ready={!!company.data && !!minorUnitsByCode.data} loadingLabel="Loading company" error={company.error ?? minorUnitsByCode.error}>
      {(close) => <OrderForm kind={kind} companyId={company.data!.id} baseCurrency={company.data!.baseCurrency} currency={company.data!.baseCurrency} minorUnitsByCode={minorUnitsByCode.data!} close={close} />}
    </RouteModal>
  );
}

/**
 * Route `<orders>/:id/edit`: the draft's own form, filled with it and saved as a full replacement
 * of the version it was filled from; changed by someone else meanwhile, the dialog says so (412).
 */
export function OrderEditModal<Line, Order extends EditedOrder>({ kind }: { kind: OrderFormKind<Line, Order> }) {
  const order = kind.edit.useOne(useParams().id);
  const minorUnitsByCode = useMinorUnitsByCode();
  const o = order.data;
  const company = companies.useOne(o?.companyIdString);
  return (
    <RouteModal title={o ? `Edit ${o.number}` : `Edit ${kind.noun}`} size={1100} ready={!!o && !!minorUnitsByCode.data && !!company.data} loadingLabel={`Loading ${kind.noun}`} error={order.error ?? minorUnitsByCode.error ?? company.error}>
      {(close) => kind.edit.canEdit(o!)
        ? <OrderForm kind={kind} companyId={o!.companyIdString} baseCurrency={company.data!.baseCurrency} currency={o!.currencyCodeString} minorUnitsByCode={minorUnitsByCode.data!} close={close} order={o} />
        : <Alert color="yellow" title="Not a draft any more">{o!.number} has gone on from draft, so it can no longer be edited.</Alert>}
    </RouteModal>
  );
}

function OrderForm<Line, Order extends EditedOrder>({ kind, companyId, baseCurrency, currency, minorUnitsByCode, close, order }: {
  kind: OrderFormKind<Line, Order>; companyId: string; baseCurrency: string;
  /** The currency the form starts in: the base currency, or an edited order's. */
  currency: string;
  minorUnitsByCode: Map<string, number>; close: () => void; order?: Order;
}) {
  const navigate = useNavigate();
  const create = kind.useCreate();
  const replace = kind.edit.useReplace();
  // The order as the form was filled from it: its version is the If-Match even when the page reloads the order meanwhile.
  const [loaded] = useState(order);
  const form = useSchemaForm(kind.schema, loaded
    ? kind.edit.formValues(loaded)
    : { currencyCodeString: currency, orderDate: dayjs().format('YYYY-MM-DD'), items: [kind.lines.emptyLine()] });
  const partySearch = useMemo(() => kind.party.picker(companyId), [companyId]); // eslint-disable-line react-hooks/exhaustive-deps
  const { itemExtra, ...lines } = kind.lines;
  const loadedParty = loaded && (kind.edit.formValues(loaded)[kind.party.field] as string);

  const save = async (values: { currencyCodeString?: string; exchangeRate?: string | null }) => {
    const body = withRateIfForeign({ ...values, companyIdString: companyId }, values.currencyCodeString, baseCurrency) as never;
    if (!loaded) {
      const created = await create.mutateAsync(body).catch((error: unknown) => { throw noRateAtRateField(error); });
      notifications.show({ color: 'green', message: `Created ${created.number} as a draft.` });
      navigate(kind.href(created));
      return;
    }
    try {
      const saved = await replace.mutateAsync({ id: loaded.id, version: loaded.version, body });
      notifications.show({ color: 'green', message: `Saved ${saved.number}.` });
      close();
    } catch (error) {
      throw error instanceof ApiError && error.status === 412 ? new Error(CHANGED_MEANWHILE) : noRateAtRateField(error);
    }
  };

  return (
    <Form form={form} submitLabel={loaded ? 'Save changes' : `Create ${kind.noun}`} onCancel={close} onSubmit={save}>
      {!loaded && <Text size="sm">{kind.intro}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <RecordPicker name={kind.party.field} label={kind.party.label} source={partySearch} placeholder={kind.party.placeholder} required
          initialOption={loaded && loadedParty ? { value: loadedParty, label: kind.party.nameOf(loaded) } : null} />
        <CurrencyFromParty party={kind.party} currency={currency} loadedParty={loadedParty} />
        <DateField name="orderDate" label="Order date" required />
        <DateField name={kind.promised.field} label={kind.promised.label} />
        <OrderRate companyId={companyId} baseCurrency={baseCurrency} />
      </SimpleGrid>
      <OrderLinesEditor companyId={companyId} minorUnitsByCode={minorUnitsByCode} {...lines} itemExtra={itemExtra && ((i, c) => itemExtra(i, companyId, c))}
        itemOptions={loaded?.items.map((l) => ({ value: l.itemCode, label: `${l.itemCode} · ${l.itemName}` }))} />
      <OrderBaseTotal companyId={companyId} baseCurrency={baseCurrency} minorUnitsByCode={minorUnitsByCode} orderTotals={kind.lines.orderTotals} />
      <TextAreaField name="notes" label="Notes" />
    </Form>
  );
}

/**
 * The currency: the chosen party's billing currency is proposed until the user picks one. An
 * edited order keeps its currency until another party is chosen.
 */
function CurrencyFromParty({ party, currency, loadedParty }: {
  party: Pick<OrderFormKind<unknown>['party'], 'field' | 'useCurrency' | 'currencyDescription'>; currency: string; loadedParty: string | undefined;
}) {
  const partyId = useWatch({ name: party.field }) as string | undefined;
  const proposed = party.useCurrency(partyId);
  return <ProposedCurrencyField baseCurrency={currency} proposed={partyId === loadedParty ? undefined : proposed} description={party.currencyDescription} />;
}

/** The order's exchange rate at its order date, when its currency is not the base currency. */
function OrderRate({ companyId, baseCurrency }: { companyId: string; baseCurrency: string }) {
  const currency = useWatch({ name: 'currencyCodeString' }) as string | undefined;
  return <DocumentRateField companyId={companyId} baseCurrency={baseCurrency} currency={currency} dateField="orderDate" />;
}

/** The order total in the base currency at the rate typed or proposed. */
function OrderBaseTotal<Line>({ companyId, baseCurrency, minorUnitsByCode, orderTotals }: {
  companyId: string; baseCurrency: string; minorUnitsByCode: Map<string, number>; orderTotals: OrderFormKind<Line>['lines']['orderTotals'];
}) {
  const [currency, lines] = useWatch({ name: ['currencyCodeString', 'items'] }) as [string | undefined, Partial<Line>[] | undefined];
  const { percents } = useLineTaxRates(companyId);
  if (!currency || currency === baseCurrency) return null;
  const total = orderTotals(lines, minorUnitsByCode.get(currency) ?? 2, percents).total;
  return <BaseTotalPreview total={total} currency={currency} baseCurrency={baseCurrency} baseMinorUnits={minorUnitsByCode.get(baseCurrency) ?? 2} />;
}
