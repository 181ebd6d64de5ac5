import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pdfFormats, type PdfFormat } from '../../../contract/document-pdf';
import { apiFile, type FileAnswer } from '../../api/client';
import { downloadBlob } from '../download';

/**
 * A record whose `GET` answers its PDF (sales orders, invoices and credit notes, purchase orders,
 * deliveries: docs/documents.md): where it is (`/invoices/<id>`), its number (the file's name)
 * and its version (a new version is another PDF).
 */
export type PdfSource = { path: string; number: string; version: number };

export { pdfFormats, type PdfFormat };

/** The format a link asked for (`?format=`), STANDARD unless it names another known one. */
export const pdfFormatOf = (value: string | null): PdfFormat => pdfFormats.find((f) => f === value?.toUpperCase()) ?? 'STANDARD';

const pdfQuery = (source: PdfSource, format: PdfFormat) => ({
  queryKey: ['pdf', source.path, source.version, format],
  queryFn: ({ signal }: { signal?: AbortSignal }) => apiFile(source.path, 'application/pdf', { format, download: false }, signal),
  staleTime: Infinity,
});

/** The PDF for a preview, fetched with the session (a frame cannot send the bearer token); one per record version and format. */
export function usePdf(source: PdfSource | undefined, format: PdfFormat) {
  return useQuery({ ...pdfQuery(source ?? { path: '', number: '', version: 0 }, format), enabled: !!source });
}

/** Saves the PDF under the name the service gives it (`<number>.pdf`). */
export function useDownloadPdf() {
  return useMutation({
    mutationFn: async ({ source, format }: { source: PdfSource; format: PdfFormat }) => {
      const file = await apiFile(source.path, 'application/pdf', { format, download: true });
      downloadBlob(file.filename ?? `${source.number}.pdf`, file.blob);
      return file;
    },
  });
}

/** Prints the PDF (the preview's copy when there is one) through the browser's print dialog. */
export function usePrintPdf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ source, format }: { source: PdfSource; format: PdfFormat }) => {
      const file: FileAnswer = await queryClient.fetchQuery(pdfQuery(source, format));
      printBlob(file.blob);
    },
  });
}

/**
 * Prints a PDF from a frame out of sight: the browser shows its print dialog for the frame's
 * document. The console's CSP allows frames of blob: URLs (src/server/app.ts), not plugins.
 */
function printBlob(blob: Blob) {
  const url = URL.createObjectURL(blob);
  const frame = document.createElement('iframe');
  frame.title = 'PDF to print';
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:1px;height:1px;border:0;opacity:0';
  frame.onload = () => {
    try {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
    } catch {
      window.open(url, '_blank', 'noopener');
    }
  };
  frame.src = url;
  document.body.append(frame);
  // the print dialog holds the frame's document while it is open; a minute later nobody needs it
  setTimeout(() => {
    frame.remove();
    URL.revokeObjectURL(url);
  }, 60_000);
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
