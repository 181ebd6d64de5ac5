import { Alert, Button, Group, Loader, Radio } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../../api/client';
import { formatEnum } from '../format';
import { pdfFormats, useDownloadPdf, useObjectUrl, usePdf, usePrintPdf, type PdfFormat, type PdfSource } from './document-pdf';

/** The controls of a record's PDF, for every kind of record (docs/documents.md). */

const problemMessage = (error: unknown) => (error instanceof ApiError ? error.userMessage : String(error));

/** The print format choice. */
export function PdfFormatChoice({ value, onChange }: { value: PdfFormat; onChange: (format: PdfFormat) => void }) {
  return (
    <Radio.Group label="PDF format" value={value} onChange={(v) => onChange(v as PdfFormat)}>
      <Group gap="md" mt={6}>
        {pdfFormats.map((f) => <Radio key={f} value={f} label={formatEnum(f)} />)}
      </Group>
    </Radio.Group>
  );
}

/** Saves the PDF; a refusal or a service without PDFs shows as a problem notification. */
export function DownloadPdfButton({ source, format, variant = 'default' }: { source: PdfSource; format: PdfFormat; variant?: string }) {
  const download = useDownloadPdf();
  return (
    <Button
      variant={variant}
      loading={download.isPending}
      onClick={() => download.mutate({ source, format }, {
        onError: (error) => notifications.show({ color: 'red', title: 'Could not download the PDF', message: problemMessage(error) }),
      })}
    >
      Download PDF
    </Button>
  );
}

/** Opens the browser's print dialog for the PDF. */
export function PrintPdfButton({ source, format, variant = 'default' }: { source: PdfSource; format: PdfFormat; variant?: string }) {
  const print = usePrintPdf();
  return (
    <Button
      variant={variant}
      loading={print.isPending}
      onClick={() => print.mutate({ source, format }, {
        onError: (error) => notifications.show({ color: 'red', title: 'Could not print the PDF', message: problemMessage(error) }),
      })}
    >
      Print
    </Button>
  );
}

/** The PDF shown in the page: a frame of its blob: URL, or why it cannot be shown. */
export function PdfFrame({ source, format }: { source: PdfSource; format: PdfFormat }) {
  const pdf = usePdf(source, format);
  const url = useObjectUrl(pdf.data?.blob);
  if (pdf.error) return <Alert color="red" role="alert" title="Could not load the PDF">{problemMessage(pdf.error)}</Alert>;
  if (!url) return <Loader aria-label="Loading the PDF" />;
  // a frame, not an <object>: the console's CSP forbids plugins (object-src 'none') and allows frames of blob: URLs
  return <iframe src={url} title={`${source.number}, ${formatEnum(format).toLowerCase()} PDF`} style={{ width: '100%', height: '70vh', border: 0 }} data-testid="pdf-preview" />;
}

/** The preview's content: the format choice, download and print, and the PDF. */
export function PdfPreview({ source, format, onFormatChange }: { source: PdfSource; format: PdfFormat; onFormatChange: (format: PdfFormat) => void }) {
  return (
    <>
      <Group justify="space-between" align="flex-end">
        <PdfFormatChoice value={format} onChange={onFormatChange} />
        <Group gap="sm">
          <DownloadPdfButton source={source} format={format} variant="light" />
          <PrintPdfButton source={source} format={format} variant="light" />
        </Group>
      </Group>
      <PdfFrame source={source} format={format} />
    </>
  );
}
