import { Link } from 'react-router-dom';
import { useState } from 'react';
import { Button, Group, Paper, Title } from '@mantine/core';
import type { SalesOrderDetail } from '../../../contract/sales-orders';
import type { PdfFormat } from '../../components/pdf/document-pdf';
import { DownloadPdfButton, PdfFormatChoice, PrintPdfButton } from '../../components/pdf/PdfControls';
import { salesOrderPdfSource } from './PdfPreviewModal';

/** The order's PDF: the format, a preview routed over the page (`pdf?format=`), the file, printing. */
export function PdfSection({ order }: { order: SalesOrderDetail }) {
  const [format, setFormat] = useState<PdfFormat>('STANDARD');
  const source = salesOrderPdfSource(order);
  return (
    <>
      <Title order={3}>PDF</Title>
      <Paper withBorder p="sm" data-testid="order-pdf">
        <Group align="flex-end" gap="md">
          <PdfFormatChoice value={format} onChange={setFormat} />
          <Group gap="sm">
            <Button component={Link} to={`pdf?format=${format}`} variant="light">Preview PDF</Button>
            <DownloadPdfButton source={source} format={format} />
            <PrintPdfButton source={source} format={format} />
          </Group>
        </Group>
      </Paper>
    </>
  );
}
