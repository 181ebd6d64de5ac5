import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFormContext, useWatch } from 'react-hook-form';
import { SimpleGrid, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import type { SalesOrderCreate } from '../../../contract/sales-orders';
import { companies } from '../../api/companies';
import { useMinorUnitsByCode } from '../../api/currencies';
import { customerPicker, customers } from '../../api/customers';
import { salesOrders } from '../../api/sales-orders';
import { useCurrentCompany } from '../../app/current-company';
import { Form, useSchemaForm } from '../../components/form/Form';
import { DateField } from '../../components/form/date-fields';
import { TextAreaField } from '../../components/form/fields';
import { OrderLinesEditor, ProposedCurrencyField } from '../../components/form/order-fields';
import { RecordPicker } from '../../components/form/pickers';
import { RouteModal } from '../../components/RouteModal';
import { emptySalesLine, salesLineAmount, salesOrderSchema, salesOrderTotal, type SalesOrderLineInput } from './order-form';
import { useCurrentPrice } from './current-price';

/** Route `sales/orders/new`: a DRAFT sales order, its lines picked by item code and priced from the items' current prices. */
export default function SalesOrderCreateModal() {
  const company = companies.useOne(useCurrentCompany().companyId);
  const minorUnitsByCode = useMinorUnitsByCode();
  return (
    <RouteModal title="New sales order" size={1100} ready={!!company.data && !!minorUnitsByCode.data} loadingLabel="Loading company" error={company.error ?? minorUnitsByCode.error}>
      {(close) => <OrderForm companyId={company.data!.id} baseCurrency={company.data!.baseCurrency} minorUnitsByCode={minorUnitsByCode.data!} close={close} />}
    </RouteModal>
  );
}

function OrderForm({ companyId, baseCurrency, minorUnitsByCode, close }: { companyId: string; baseCurrency: string; minorUnitsByCode: Map<string, number>; close: () => void }) {
  const navigate = useNavigate();
  const create = salesOrders.useCreate();
  const form = useSchemaForm(salesOrderSchema, { currencyCodeString: baseCurrency, orderDate: dayjs().format('YYYY-MM-DD'), items: [emptySalesLine() as SalesOrderLineInput] });
  const customerSearch = useMemo(() => customerPicker(companyId), [companyId]);
  return (
    <Form
      form={form}
      submitLabel="Create sales order"
      onCancel={close}
      onSubmit={async (values) => {
        const order = await create.mutateAsync({ ...values, companyIdString: companyId });
        notifications.show({ color: 'green', message: `Created ${order.number} as a draft.` });
        navigate(`/sales/orders/${order.id}`);
      }}
    >
      <Text size="sm">The order is saved as a draft; submit it for approval from its page.</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <RecordPicker name="customerIdString" label="Customer" source={customerSearch} placeholder="Search customers" required />
        <CurrencyFromCustomer baseCurrency={baseCurrency} />
        <DateField name="orderDate" label="Order date" required />
        <DateField name="deliveryDate" label="Delivery by" />
      </SimpleGrid>
      <OrderLinesEditor
        companyId={companyId}
        minorUnitsByCode={minorUnitsByCode}
        priceField="unitPrice"
        priceLabel="Unit price"
        emptyLine={emptySalesLine}
        lineAmount={salesLineAmount}
        orderTotal={salesOrderTotal}
        itemExtra={(i, currency) => <PriceFromItem index={i} companyId={companyId} currency={currency} />}
      />
      <TextAreaField name="notes" label="Notes" />
    </Form>
  );
}

/** The currency: the chosen customer's billing currency is proposed until the user picks one. */
function CurrencyFromCustomer({ baseCurrency }: { baseCurrency: string }) {
  const customerId = useWatch<SalesOrderCreate, 'customerIdString'>({ name: 'customerIdString' });
  const proposed = customers.useOne(customerId).data?.currencyCode;
  return <ProposedCurrencyField baseCurrency={baseCurrency} proposed={proposed} description="The customer's billing currency, unless you choose another" />;
}

/**
 * Proposes a line's unit price: the picked item's current price in the order currency, again
 * when the item or the currency changes, as long as the user has not typed a price of their own.
 * Says so when the item has no price in that currency.
 */
function PriceFromItem({ index, companyId, currency }: { index: number; companyId: string; currency: string }) {
  const { control, getValues, setValue } = useFormContext<SalesOrderCreate>();
  const name = `items.${index}.unitPrice` as const;
  const itemCode = useWatch({ control, name: `items.${index}.itemCode` });
  const price = useCurrentPrice(companyId, itemCode, currency);
  const lastProposed = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!price.known) return;
    const typed = getValues(name) as unknown;
    const untouched = typed === undefined || typed === '' || typed === lastProposed.current;
    if (!untouched || typed === price.value) return;
    lastProposed.current = price.value;
    setValue(name, price.value as unknown as number, { shouldDirty: true }); // the exact decimal string, as MoneyField keeps it
  }, [price.known, price.value]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!itemCode || !price.known || price.value !== undefined) return null;
  return <Text size="xs" c="dimmed" mt={2}>No current price in {currency}</Text>;
}
