import { useNavigate, useParams } from 'react-router-dom';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { ActionIcon, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { salesDeliveryCreate, type SalesOrderDetail } from '../../../contract/sales-orders';
import { QTY_DECIMALS } from '../../../contract/stock-entries';
import { salesOrders } from '../../api/sales-orders';
import { Form, useSchemaForm } from '../../components/form/Form';
import { DateField } from '../../components/form/date-fields';
import { QuantityField } from '../../components/form/number-fields';
import { withTypedAmounts } from '../../components/form/typed-input';
import { RouteModal } from '../../components/RouteModal';
import { formatQuantity } from '../../money/money';
import { openToDeliver } from './order-form';

const deliverySchema = withTypedAmounts(salesDeliveryCreate, ['items.*.qty']);

/** Route `sales/orders/:id/deliver`: what is still to deliver proposed per line, editable; the goods leave stock at valuation cost. */
export default function DeliverModal() {
  const order = salesOrders.useOne(useParams().id);
  return (
    <RouteModal title="Deliver goods" size="lg" ready={!!order.data} loadingLabel="Loading order" error={order.error}>
      {(close) => <DeliveryForm order={order.data!} close={close} />}
    </RouteModal>
  );
}

function DeliveryForm({ order, close }: { order: SalesOrderDetail; close: () => void }) {
  const navigate = useNavigate();
  const deliver = salesOrders.useDeliver();
  const proposed = openToDeliver(order);
  // exact decimal strings until sent, as QuantityField keeps them
  const form = useSchemaForm(deliverySchema, { postingDate: dayjs().format('YYYY-MM-DD'), items: proposed.map((p) => ({ itemCode: p.itemCode, qty: p.qty as unknown as number })) });
  return (
    <Form
      form={form}
      submitLabel="Deliver goods"
      onCancel={close}
      onSubmit={async (values) => {
        const delivery = await deliver.mutateAsync({ id: order.id, body: values });
        notifications.show({ color: 'green', message: `Delivered ${delivery.number} for ${order.number}.` });
        navigate(`/sales/orders/${order.id}`);
      }}
    >
      <Text size="sm">The goods leave stock at their valuation cost (cost of goods sold is posted on the delivery date).</Text>
      <DateField name="postingDate" label="Delivered on" required />
      <DeliveryLines proposed={proposed} />
    </Form>
  );
}

function DeliveryLines({ proposed }: { proposed: ReturnType<typeof openToDeliver> }) {
  const { control } = useFormContext();
  const { fields, remove } = useFieldArray({ control, name: 'items' });
  const byCode = new Map(proposed.map((p) => [p.itemCode, p]));
  return (
    <Table verticalSpacing={4} aria-label="Items to deliver" data-testid="delivery-lines">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Item</Table.Th>
          <Table.Th scope="col" w={170} ta="right">Quantity</Table.Th>
          <Table.Th scope="col" w={40}><VisuallyHidden>Remove</VisuallyHidden></Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {fields.map((field, i) => {
          const p = byCode.get((field as unknown as { itemCode: string }).itemCode);
          return (
            <Table.Tr key={field.id} style={{ verticalAlign: 'top' }}>
              <Table.Td pt={10}>{p ? `${p.itemCode} · ${p.itemName}` : ''} {p && <Text span size="xs" c="dimmed">(open {formatQuantity(p.qty)} {p.uom})</Text>}</Table.Td>
              <Table.Td><QuantityField name={`items.${i}.qty`} label={`Quantity of ${p?.itemCode ?? `line ${i + 1}`}`} hideLabel decimals={QTY_DECIMALS} /></Table.Td>
              <Table.Td pt={6}>
                <ActionIcon variant="subtle" color="red" onClick={() => remove(i)} disabled={fields.length <= 1} aria-label={`Remove ${p?.itemCode ?? `line ${i + 1}`}`}>✕</ActionIcon>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
