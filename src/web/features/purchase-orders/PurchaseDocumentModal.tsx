import { useNavigate, useParams } from 'react-router-dom';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { billCreate, purchaseReceiptCreate } from '../../../contract/bills';
import type { PurchaseOrderDetail } from '../../../contract/purchase-orders';
import { companies } from '../../api/companies';
import { purchaseOrders } from '../../api/purchase-orders';
import { DocumentRateField } from '../../components/form/document-rate';
import { noRateAtRateField } from '../../components/form/server-errors';
import { withRateIfForeign } from '../../money/exchange-rate';
import { Form, useSchemaForm } from '../../components/form/Form';
import { DateField } from '../../components/form/date-fields';
import { TextField } from '../../components/form/fields';
import { withTypedAmounts } from '../../components/form/typed-input';
import { RouteModal } from '../../components/RouteModal';
import { toDecimal } from '../../money/money';
import { ProposedQuantityLines } from '../../components/form/order-fields';

export type DocumentKind = 'receive' | 'bill';

/** A posting date and the lines (every bill from the console names its lines); a bill also its due date and the supplier's number. */
const documentSchemas = {
  receive: withTypedAmounts(purchaseReceiptCreate, ['items.*.qty']),
  bill: withTypedAmounts(billCreate, ['items.*.qty']),
};

/**
 * What is proposed per order line, as exact decimal strings: to receive, ordered − received;
 * to bill, received − billed, or (nothing received that is unbilled) ordered − billed.
 */
export function openQuantities(order: Pick<PurchaseOrderDetail, 'items'>, kind: DocumentKind) {
  const lines = order.items.map((l) => {
    const qty = toDecimal(l.qty);
    const received = toDecimal(l.receivedQty);
    const billed = toDecimal(l.billedQty);
    return { line: l, toReceive: qty.minus(received), receivedUnbilled: (received.lt(qty) ? received : qty).minus(billed), toBill: qty.minus(billed) };
  });
  const anyReceivedUnbilled = lines.some((l) => l.receivedUnbilled.gt(0));
  return lines
    .map((l) => ({ line: l.line, open: kind === 'receive' ? l.toReceive : anyReceivedUnbilled ? l.receivedUnbilled : l.toBill }))
    .filter((l) => l.open.gt(0))
    .map((l) => ({ itemCode: l.line.itemCode, itemName: l.line.itemName, uom: l.line.uom, qty: l.open.toFixed() }));
}

const texts = {
  receive: { title: 'Receive goods', submit: 'Receive goods', date: 'Received on', intro: 'The goods come into stock at the order\'s rates.' },
  bill: { title: 'Create bill', submit: 'Create bill', date: 'Bill date', intro: 'The bill is posted to payables at the order\'s rates.' },
};

/** Routes `purchasing/orders/:id/receive` and `:id/bill`: the open quantities proposed, editable. */
export function PurchaseDocumentModal({ kind }: { kind: DocumentKind }) {
  const { id } = useParams();
  const order = purchaseOrders.useOne(id);
  const company = companies.useOne(order.data?.companyIdString);
  return (
    <RouteModal title={texts[kind].title} size="lg" ready={!!order.data && !!company.data} loadingLabel="Loading order" error={order.error ?? company.error}>
      {(close) => <DocumentForm order={order.data!} baseCurrency={company.data!.baseCurrency} kind={kind} close={close} />}
    </RouteModal>
  );
}

function DocumentForm({ order, baseCurrency, kind, close }: { order: PurchaseOrderDetail; baseCurrency: string; kind: DocumentKind; close: () => void }) {
  const navigate = useNavigate();
  const receive = purchaseOrders.useReceive();
  const bill = purchaseOrders.useBill();
  const proposed = openQuantities(order, kind);
  const form = useSchemaForm(documentSchemas[kind] as typeof documentSchemas.receive, { postingDate: dayjs().format('YYYY-MM-DD'), items: proposed.map((p) => ({ itemCode: p.itemCode, qty: p.qty as unknown as number })) }); // exact decimal strings until sent, as QuantityField keeps them
  return (
    <Form
      form={form}
      submitLabel={texts[kind].submit}
      onCancel={close}
      onSubmit={async (values) => {
        const input = { id: order.id, body: withRateIfForeign(values, order.currencyCodeString, baseCurrency) };
        const created = await (kind === 'receive' ? receive.mutateAsync(input) : bill.mutateAsync(input)).catch((error: unknown) => { throw noRateAtRateField(error); });
        notifications.show({ color: 'green', message: `Created ${created.number} for ${order.number}.` });
        navigate(`/purchasing/orders/${order.id}`);
      }}
    >
      <Text size="sm">{texts[kind].intro}</Text>
      <DateField name="postingDate" label={texts[kind].date} required />
      {/* the order fixes the currency; the rate is the posting date's, unless typed */}
      <DocumentRateField companyId={order.companyIdString} baseCurrency={baseCurrency} currency={order.currencyCodeString} dateField="postingDate" />
      {kind === 'bill' && (
        <>
          <DateField name="dueDate" label="Due date" description="When empty, the supplier's payment terms from the bill date (or the bill date without terms)" />
          <TextField name="supplierInvoiceNumber" label="Supplier invoice number" autoComplete="off" />
        </>
      )}
      <ProposedQuantityLines proposed={proposed} label="Items" testId="document-lines" />
    </Form>
  );
}
