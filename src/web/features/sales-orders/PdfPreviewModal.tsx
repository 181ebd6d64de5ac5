import { useParams, useSearchParams } from 'react-router-dom';
import { Stack } from '@mantine/core';
import type { SalesOrderDetail } from '../../../contract/sales-orders';
import { salesOrders } from '../../api/sales-orders';
import { RouteModal } from '../../components/RouteModal';
import { pdfFormatOf, type PdfSource } from '../../components/pdf/document-pdf';
import { PdfPreview } from '../../components/pdf/PdfControls';

/** Where the order's PDF is: `GET /sales-orders/{id}`, named after its number. */
export const salesOrderPdfSource = (order: Pick<SalesOrderDetail, 'id' | 'number' | 'version'>): PdfSource =>
  ({ path: `/sales-orders/${encodeURIComponent(order.id)}`, number: order.number, version: order.version });

/** Route `sales/orders/:id/pdf?format=`: the order's PDF shown in the page, its format switchable, its download and printing. */
export default function PdfPreviewModal() {
  const order = salesOrders.useOne(useParams().id);
  const [params, setParams] = useSearchParams();
  const format = pdfFormatOf(params.get('format'));
  const o = order.data;
  return (
    <RouteModal title={o ? `PDF of ${o.number}` : 'PDF'} size="xl" ready={!!o} loadingLabel="Loading order" error={order.error}>
      {() => (
        <Stack>
          <PdfPreview source={salesOrderPdfSource(o!)} format={format} onFormatChange={(f) => setParams({ format: f }, { replace: true })} />
        </Stack>
      )}
    </RouteModal>
  );
}
