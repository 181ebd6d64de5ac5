import { Link } from 'react-router-dom';
import { useState } from 'react';
import { Button, Group, Paper, Radio, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SalesOrderDetail } from '../../../contract/sales-orders';
import { ApiError } from '../../api/client';
import { salesOrderPdfFormats, type SalesOrderPdfFormat } from '../../api/sales-orders';
import { formatEnum } from '../../components/format';
import { useDownloadPdf } from './pdf';

/** The format choice for the order's PDF: a preview in a dialog over the page, or the file itself. */
export function PdfFormatChoice({ value, onChange }: { value: SalesOrderPdfFormat; onChange: (format: SalesOrderPdfFormat) => void }) {
  return (
    <Radio.Group label="PDF format" value={value} onChange={(v) => onChange(v as SalesOrderPdfFormat)}>
      <Group gap="md" mt={6}>
        {salesOrderPdfFormats.map((f) => <Radio key={f} value={f} label={formatEnum(f)} />)}
      </Group>
    </Radio.Group>
  );
}

/** Saves the PDF; a refusal or a service without PDFs shows as a problem notification. */
export function DownloadPdfButton({ order, format, variant = 'default' }: { order: SalesOrderDetail; format: SalesOrderPdfFormat; variant?: string }) {
  const download = useDownloadPdf();
  return (
    <Button
      variant={variant}
      loading={download.isPending}
      onClick={() =>
        download.mutate({ order, format }, {
          onError: (error) => notifications.show({ color: 'red', title: 'Could not download the PDF', message: error instanceof ApiError ? error.userMessage : String(error) }),
        })}
    >
      Download PDF
    </Button>
  );
}

export function PdfSection({ order }: { order: SalesOrderDetail }) {
  const [format, setFormat] = useState<SalesOrderPdfFormat>('STANDARD');
  return (
    <>
      <Title order={3}>PDF</Title>
      <Paper withBorder p="sm" data-testid="order-pdf">
        <Group align="flex-end" gap="md">
          <PdfFormatChoice value={format} onChange={setFormat} />
          <Group gap="sm">
            <Button component={Link} to={`pdf?format=${format}`} variant="light">Preview PDF</Button>
            <DownloadPdfButton order={order} format={format} />
          </Group>
        </Group>
      </Paper>
    </>
  );
}
