import { useParams, useSearchParams } from 'react-router-dom';
import { Alert, Group, Loader, Stack } from '@mantine/core';
import { ApiError } from '../../api/client';
import { salesOrders } from '../../api/sales-orders';
import { RouteModal } from '../../components/RouteModal';
import { formatEnum } from '../../components/format';
import { pdfFormatOf, useObjectUrl, useSalesOrderPdf } from './pdf';
import { DownloadPdfButton, PdfFormatChoice } from './PdfSection';

/** Route `sales/orders/:id/pdf?format=`: the order's PDF shown in the page, its format switchable, and its download. */
export default function PdfPreviewModal() {
  const order = salesOrders.useOne(useParams().id);
  const [params, setParams] = useSearchParams();
  const format = pdfFormatOf(params.get('format'));
  const pdf = useSalesOrderPdf(order.data, format);
  const url = useObjectUrl(pdf.data?.blob);
  const o = order.data;
  return (
    <RouteModal title={o ? `PDF of ${o.number}` : 'PDF'} size="xl" ready={!!o} loadingLabel="Loading order" error={order.error}>
      {() => (
        <Stack>
          <Group justify="space-between" align="flex-end">
            <PdfFormatChoice value={format} onChange={(f) => setParams({ format: f }, { replace: true })} />
            <DownloadPdfButton order={o!} format={format} variant="light" />
          </Group>
          {pdf.error ? (
            <Alert color="red" role="alert" title="Could not load the PDF">{pdf.error instanceof ApiError ? pdf.error.userMessage : String(pdf.error)}</Alert>
          ) : !url ? (
            <Loader aria-label="Loading the PDF" />
          ) : (
            // a frame, not an <object>: the console's CSP forbids plugins (object-src 'none') and allows frames of blob: URLs
            <iframe src={url} title={`${o!.number}, ${formatEnum(format).toLowerCase()} PDF`} style={{ width: '100%', height: '70vh', border: 0 }} data-testid="pdf-preview" />
          )}
        </Stack>
      )}
    </RouteModal>
  );
}
