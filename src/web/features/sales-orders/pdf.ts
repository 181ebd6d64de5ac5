import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { SalesOrderDetail } from '../../../contract/sales-orders';
import { salesOrderPdfFormats, salesOrders, type SalesOrderPdfFormat } from '../../api/sales-orders';
import { downloadBlob } from '../../components/download';

/** The format a link asked for (`?format=`), STANDARD unless it names another known one. */
export const pdfFormatOf = (value: string | null): SalesOrderPdfFormat =>
  salesOrderPdfFormats.find((f) => f === value?.toUpperCase()) ?? 'STANDARD';

type Order = Pick<SalesOrderDetail, 'id' | 'trace' | 'version'>;

/** The order's PDF for a preview, fetched with the session (an `<object>` cannot send the bearer token); one per order version and format. */
export function useSalesOrderPdf(order: Order | undefined, format: SalesOrderPdfFormat) {
  return useQuery({
    queryKey: [...salesOrders.keys.detail(order?.id ?? ''), 'pdf', order?.version, format],
    queryFn: ({ signal }) => salesOrders.pdf(order!.id, format, false, signal),
    enabled: !!order,
    staleTime: Infinity,
  });
}

/** Saves the order's PDF under the name the service gives it (`<trace>.pdf`). */
export function useDownloadPdf() {
  return useMutation({
    mutationFn: async ({ order, format }: { order: Order; format: SalesOrderPdfFormat }) => {
      const file = await salesOrders.pdf(order.id, format, true);
      downloadBlob(file.filename ?? `${order.trace}.pdf`, file.blob);
      return file;
    },
  });
}

/** An object URL for a fetched file while it is shown, revoked when it is not any more. */
export function useObjectUrl(blob: Blob | undefined) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return setUrl(undefined);
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}
