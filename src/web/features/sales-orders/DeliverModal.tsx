import { useNavigate, useParams } from 'react-router-dom';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { salesDeliveryCreate, type SalesOrderDetail } from '../../../contract/sales-orders';
import { salesOrders } from '../../api/sales-orders';
import { Form, useSchemaForm } from '../../components/form/Form';
import { DateField } from '../../components/form/date-fields';
import { ProposedQuantityLines } from '../../components/form/order-fields';
import { withTypedAmounts } from '../../components/form/typed-input';
import { RouteModal } from '../../components/RouteModal';
import { deliveredToReturn, openToDeliver } from './order-form';

const deliverySchema = withTypedAmounts(salesDeliveryCreate, ['items.*.qty']);

/** Route `sales/orders/:id/deliver`: what is still to deliver proposed per line, editable; the goods leave stock at valuation cost. */
export default function DeliverModal() {
  return <GoodsModal mode="deliver" />;
}

/** Route `sales/orders/:id/return-goods`: what was delivered proposed per line, editable; the goods come back at the cost they left at. */
export function ReturnGoodsModal() {
  return <GoodsModal mode="return" />;
}

const modes = {
  deliver: {
    title: 'Deliver goods', proposed: openToDeliver, label: 'Items to deliver', dateLabel: 'Delivered on', done: 'Delivered',
    explanation: 'The goods leave stock at their valuation cost (cost of goods sold is posted on the delivery date).',
  },
  return: {
    title: 'Return goods', proposed: deliveredToReturn, label: 'Items coming back', dateLabel: 'Returned on', done: 'Took back',
    explanation: 'The goods come back into stock at the cost they were delivered at (cost of goods sold is reduced on the return date). To credit the customer, issue a credit note against the invoice.',
  },
};

function GoodsModal({ mode }: { mode: keyof typeof modes }) {
  const order = salesOrders.useOne(useParams().id);
  return (
    <RouteModal title={modes[mode].title} size="lg" ready={!!order.data} loadingLabel="Loading order" error={order.error}>
      {(close) => <DeliveryForm order={order.data!} close={close} mode={mode} />}
    </RouteModal>
  );
}

function DeliveryForm({ order, close, mode }: { order: SalesOrderDetail; close: () => void; mode: keyof typeof modes }) {
  const navigate = useNavigate();
  const deliver = salesOrders.useDeliver();
  const words = modes[mode];
  const proposed = words.proposed(order);
  // exact decimal strings until sent, as QuantityField keeps them
  const form = useSchemaForm(deliverySchema, { postingDate: dayjs().format('YYYY-MM-DD'), items: proposed.map((p) => ({ itemCode: p.itemCode, qty: p.qty as unknown as number })) });
  return (
    <Form
      form={form}
      submitLabel={words.title}
      onCancel={close}
      onSubmit={async (values) => {
        const delivery = await deliver.mutateAsync({ id: order.id, body: mode === 'return' ? { ...values, return: true } : values });
        notifications.show({ color: 'green', message: `${words.done} ${delivery.number} for ${order.number}.` });
        navigate(`/sales/orders/${order.id}`);
      }}
    >
      <Text size="sm">{words.explanation}</Text>
      <DateField name="postingDate" label={words.dateLabel} required />
      <ProposedQuantityLines proposed={proposed} label={words.label} testId="delivery-lines" />
    </Form>
  );
}
