import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useWatch } from 'react-hook-form';
import { SimpleGrid, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import type { z } from 'zod';
import { companies } from '../../api/companies';
import { useMinorUnitsByCode } from '../../api/currencies';
import type { PickerSearch } from '../../api/list';
import { useCurrentCompany } from '../../app/current-company';
import { Form, useSchemaForm } from '../../components/form/Form';
import { DateField } from '../../components/form/date-fields';
import { TextAreaField } from '../../components/form/fields';
import { OrderLinesEditor, ProposedCurrencyField } from '../../components/form/order-fields';
import { RecordPicker } from '../../components/form/pickers';
import { RouteModal } from '../../components/RouteModal';
import type { Amount } from '../../money/money';

/** How a kind of order is created: its words, party, promised date, line pricing and the call that creates it. */
export type OrderCreateKind<Line> = {
  /** `sales order`, `purchase order`. */
  noun: string;
  /** What the form says about the draft it saves. */
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
  };
  /** The promised date: `deliveryDate` / `Delivery by`, `expectedDate` / `Expected by`. */
  promised: { field: string; label: string };
  lines: {
    priceField: string;
    priceLabel: string;
    emptyLine: () => Partial<Line>;
    lineAmount: (line: Partial<Line> | undefined, minorUnits: number) => Amount | undefined;
    orderTotal: (lines: (Partial<Line> | undefined)[] | undefined, minorUnits: number) => Amount;
    /** Shown under a line's item (e.g. the price proposed from the item). */
    itemExtra?: (index: number, companyId: string, currency: string) => ReactNode;
  };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the kind's form schema (its create payload with typed amounts)
  schema: z.ZodType<any, any>;
  useCreate: () => { mutateAsync: (input: never) => Promise<{ id: string; number: string }> };
  href: (order: { id: string }) => string;
};

/** Route `<orders>/new`: a DRAFT order, its lines picked by item code, with live exact totals. */
export function OrderCreateModal<Line>({ kind }: { kind: OrderCreateKind<Line> }) {
  const company = companies.useOne(useCurrentCompany().companyId);
  const minorUnitsByCode = useMinorUnitsByCode();
  return (
    <RouteModal title={`New ${kind.noun}`} size={1100} ready={!!company.data && !!minorUnitsByCode.data} loadingLabel="Loading company" error={company.error ?? minorUnitsByCode.error}>
      {(close) => <OrderForm kind={kind} companyId={company.data!.id} baseCurrency={company.data!.baseCurrency} minorUnitsByCode={minorUnitsByCode.data!} close={close} />}
    </RouteModal>
  );
}

function OrderForm<Line>({ kind, companyId, baseCurrency, minorUnitsByCode, close }: {
  kind: OrderCreateKind<Line>; companyId: string; baseCurrency: string; minorUnitsByCode: Map<string, number>; close: () => void;
}) {
  const navigate = useNavigate();
  const create = kind.useCreate();
  const form = useSchemaForm(kind.schema, { currencyCodeString: baseCurrency, orderDate: dayjs().format('YYYY-MM-DD'), items: [kind.lines.emptyLine()] });
  const partySearch = useMemo(() => kind.party.picker(companyId), [companyId]); // eslint-disable-line react-hooks/exhaustive-deps
  const { itemExtra, ...lines } = kind.lines;
  return (
    <Form
      form={form}
      submitLabel={`Create ${kind.noun}`}
      onCancel={close}
      onSubmit={async (values) => {
        const order = await create.mutateAsync({ ...values, companyIdString: companyId } as never);
        notifications.show({ color: 'green', message: `Created ${order.number} as a draft.` });
        navigate(kind.href(order));
      }}
    >
      <Text size="sm">{kind.intro}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <RecordPicker name={kind.party.field} label={kind.party.label} source={partySearch} placeholder={kind.party.placeholder} required />
        <CurrencyFromParty party={kind.party} baseCurrency={baseCurrency} />
        <DateField name="orderDate" label="Order date" required />
        <DateField name={kind.promised.field} label={kind.promised.label} />
      </SimpleGrid>
      <OrderLinesEditor companyId={companyId} minorUnitsByCode={minorUnitsByCode} {...lines} itemExtra={itemExtra && ((i, currency) => itemExtra(i, companyId, currency))} />
      <TextAreaField name="notes" label="Notes" />
    </Form>
  );
}

/** The currency: the chosen party's billing currency is proposed until the user picks one. */
function CurrencyFromParty({ party, baseCurrency }: { party: OrderCreateKind<unknown>['party']; baseCurrency: string }) {
  const partyId = useWatch({ name: party.field }) as string | undefined;
  const proposed = party.useCurrency(partyId);
  return <ProposedCurrencyField baseCurrency={baseCurrency} proposed={proposed} description={party.currencyDescription} />;
}
