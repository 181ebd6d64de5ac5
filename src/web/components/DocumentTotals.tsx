import { Paper, Table, Text, Title } from '@mantine/core';
import type { DocumentTax } from '../../contract/tax-rates';
import { formatPercent } from '../money/percent';
import { userLocale } from './format';
import { Money } from './Money';
import { RecordTable, TotalRow, type RecordColumn } from './RecordTable';

/** What a taxed document answers besides its lines: the tax per rate and the totals. */
export type TaxedDocument = { netTotal: number; taxTotal: number; total: number; taxes: DocumentTax[] };

/** The tax columns of a document's lines (after its amount): the percentage the line was taxed at and its tax. */
export function lineTaxColumns<L extends { taxPercent: string | null; taxAmount: number }>(currency: string | undefined): RecordColumn<L>[] {
  return [
    { header: 'Tax rate', numeric: true, cell: (line) => (line.taxPercent === null ? '—' : formatPercent(line.taxPercent, userLocale)) },
    { header: 'Tax', numeric: true, cell: (line) => (currency ? <Money amount={line.taxAmount} currency={currency} /> : null) },
  ];
}

/**
 * A document's tax and totals under its lines: a row per rate (its percentage, the lines' base
 * and their tax), then net, tax, the charges (invoices) and the total. `testIds` name the figures.
 */
export function DocumentTotals({ doc, currency, charges, testIds }: {
  doc: TaxedDocument | undefined;
  currency: string | undefined;
  charges?: number;
  testIds: { net?: string; tax?: string; total: string };
}) {
  if (!doc || !currency) return null;
  const money = (amount: number) => <Money amount={amount} currency={currency} />;
  const columns: RecordColumn<DocumentTax>[] = [
    { header: 'Tax rate', cell: (t) => t.name },
    { header: 'Rate', numeric: true, cell: (t) => formatPercent(t.ratePercent, userLocale) },
    { header: 'Base', numeric: true, cell: (t) => money(t.base) },
    { header: 'Tax', numeric: true, cell: (t) => money(t.amount) },
  ];
  const figure = (label: string, amount: number, testId?: string, fw = 500) => (
    <TotalRow label={label} span={3} fw={fw}><Table.Td ta="right" data-testid={testId}>{money(amount)}</Table.Td></TotalRow>
  );
  return (
    <>
      <Title order={3}>Tax and totals</Title>
      <Paper withBorder p="sm" style={{ overflowX: 'auto' }}>
        <RecordTable
          testId="document-taxes"
          caption="Tax per rate and the document's totals"
          columns={columns}
          rows={doc.taxes}
          rowKey={(t) => `${t.taxRateIdString}-${t.ratePercent}`}
          moreRows={doc.taxes.length === 0 && <Table.Tr><Table.Td colSpan={4}><Text size="sm" c="dimmed">No line is taxed.</Text></Table.Td></Table.Tr>}
          footer={
            <>
              {figure('Net', doc.netTotal, testIds.net)}
              {figure('Tax', doc.taxTotal, testIds.tax)}
              {charges !== undefined && figure('Charges', charges)}
              {figure('Total', doc.total, testIds.total, 700)}
            </>
          }
        />
      </Paper>
    </>
  );
}
