import { useState } from 'react';
import { Button, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PdfFormat, PdfSource } from './document-pdf';
import { DownloadPdfButton, PdfPreview, PrintPdfButton } from './PdfControls';

/**
 * A record page's PDF buttons, for its header: Preview (a dialog over the page, full screen on a
 * phone, with the format choice), Download and Print (the STANDARD format).
 */
export function DocumentPdfButtons({ source }: { source: PdfSource }) {
  const [previewing, setPreviewing] = useState(false);
  const [format, setFormat] = useState<PdfFormat>('STANDARD');
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  return (
    <>
      <Button variant="light" onClick={() => setPreviewing(true)}>Preview PDF</Button>
      <DownloadPdfButton source={source} format="STANDARD" />
      <PrintPdfButton source={source} format="STANDARD" />
      <Modal opened={previewing} onClose={() => setPreviewing(false)} title={`PDF of ${source.number}`} size="xl" fullScreen={phone}>
        <Stack>{previewing && <PdfPreview source={source} format={format} onFormatChange={setFormat} />}</Stack>
      </Modal>
    </>
  );
}
