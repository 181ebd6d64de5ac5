import { useRef } from 'react';
import { useParams } from 'react-router-dom';
import { Alert } from '@mantine/core';
import { useMinorUnitsByCode } from '../../api/currencies';
import { salesOrders } from '../../api/sales-orders';
import { RouteModal } from '../../components/RouteModal';
import { InvoiceForm } from '../invoices/InvoiceForm';
import { canInvoice } from './actions';

/** Route `sales/orders/:id/invoice`: the invoice form prefilled from the order, what is open to bill at its prices; it bills the order. */
export default function InvoiceOrderModal() {
  const order = salesOrders.useOne(useParams().id);
  const minorUnitsByCode = useMinorUnitsByCode();
  const o = order.data;
  // Decided once, on the order as the dialog opened it: the invoice's own success refetches the order, which may leave nothing to bill.
  const billable = useRef<boolean | undefined>(undefined);
  if (o && billable.current === undefined) billable.current = canInvoice(o);
  return (
    <RouteModal title={o ? `Invoice ${o.number}` : 'Invoice the order'} size={1100} ready={!!o && !!minorUnitsByCode.data} loadingLabel="Loading order" error={order.error ?? minorUnitsByCode.error}>
      {(close) => billable.current
        ? <InvoiceForm companyId={o!.companyIdString} baseCurrency={o!.currencyCodeString} minorUnitsByCode={minorUnitsByCode.data!} close={close} fromOrder={o!} />
        : <Alert color="yellow" title="Nothing to invoice">{o!.number} is {o!.workflowState === 'APPROVED' ? 'not open to billing, or everything on it is billed' : 'not approved yet'}.</Alert>}
    </RouteModal>
  );
}
