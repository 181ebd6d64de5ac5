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
      <ProposedQuantityLines proposed={proposed} label="Items to deliver" testId="delivery-lines" />
    </Form>
  );
}
