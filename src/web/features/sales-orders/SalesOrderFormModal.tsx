import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Text } from '@mantine/core';
import type { SalesOrderCreate, SalesOrderDetail } from '../../../contract/sales-orders';
import { customerPicker, customers } from '../../api/customers';
import { salesOrders } from '../../api/sales-orders';
import { OrderCreateModal, OrderEditModal, type OrderFormKind } from '../orders/OrderFormModal';
import { canEdit } from './actions';
import { emptySalesLine, salesLineAmount, salesOrderFormValues, salesOrderSchema, salesOrderTotals, type SalesOrderLineInput } from './order-form';
import { useCurrentPrice } from './current-price';

const salesOrderKind: OrderFormKind<SalesOrderLineInput, SalesOrderDetail> = {
  noun: 'sales order',
  intro: 'The order is saved as a draft; submit it for approval from its page.',
  party: {
    field: 'customerIdString', label: 'Customer', placeholder: 'Search customers', picker: customerPicker,
    useCurrency: (id) => customers.useOne(id).data?.currencyCode, currencyDescription: 'The customer\'s billing currency, unless you choose another',
    nameOf: (order) => order.customerName,
  },
  promised: { field: 'deliveryDate', label: 'Delivery by' },
  lines: {
    priceField: 'unitPrice', priceLabel: 'Unit price', emptyLine: emptySalesLine, lineAmount: salesLineAmount, orderTotals: salesOrderTotals,
    itemExtra: (i, companyId, currency) => <PriceFromItem index={i} companyId={companyId} currency={currency} />,
  },
  schema: salesOrderSchema,
  useCreate: salesOrders.useCreate,
  href: (order) => `/sales/orders/${order.id}`,
  edit: { useOne: salesOrders.useOne, useReplace: salesOrders.useReplace, canEdit, formValues: salesOrderFormValues },
};

/** Route `sales/orders/new`: a DRAFT sales order, its lines picked by item code and priced from the items' current prices. */
export default function SalesOrderCreateModal() {
  return <OrderCreateModal kind={salesOrderKind} />;
}

/** Route `sales/orders/:id/edit`: the draft (not yet gone for approval) in the same form, saved if nobody changed it meanwhile. */
export function SalesOrderEditModal() {
  return <OrderEditModal kind={salesOrderKind} />;
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
