import { useState } from 'react';
import { Button, Group, Menu, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { statementComparisons, type StatementCompare } from '../../../contract/statements';
import { ApiError, apiFile, type Query } from '../../api/client';
import { fiscalYears } from '../../api/fiscal-years';
import { useCurrentCompany } from '../../app/current-company';
import { downloadBlob } from '../../components/download';
import { compareLabels } from './statement-dates';

/** The company's fiscal years (for the presets), empty while loading. */
export function useCompanyFiscalYears() {
  const { companyId } = useCurrentCompany();
  return fiscalYears.useAll({ companyIdString: companyId ?? undefined }, !!companyId).data ?? [];
}

/** None, the previous period (a balance sheet: a month before, `periodLabel`) or the previous year beside the figures. */
export function CompareControl({ value, onChange, periodLabel }: { value: StatementCompare; onChange: (value: StatementCompare) => void; periodLabel?: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="statement-compare">Compare with</Text>
      <SegmentedControl
        aria-labelledby="statement-compare"
        value={value}
        onChange={(next) => onChange(next as StatementCompare)}
        data={statementComparisons.map((c) => ({ value: c, label: c === 'previous-period' && periodLabel ? periodLabel : compareLabels[c] }))}
      />
    </Stack>
  );
}

/** A menu of days (a balance sheet's presets). */
export function DayPresets({ presets, onPick }: { presets: { label: string; day: string }[]; onPick: (day: string) => void }) {
  return (
    <Menu position="bottom-start">
      <Menu.Target>
        <Button variant="default">Day…</Button>
      </Menu.Target>
      <Menu.Dropdown>
        {presets.map((preset) => <Menu.Item key={preset.label} onClick={() => onPick(preset.day)}>{preset.label}</Menu.Item>)}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * Download CSV and Download PDF of the statement on screen: the service's own files of the same
 * query (`Accept: text/csv` or `application/pdf` on the statement's URL).
 */
export function StatementDownloads({ path, query, filename }: { path: string; query: Query | undefined; filename: string }) {
  const [busy, setBusy] = useState<string>();
  const download = async (accept: 'text/csv' | 'application/pdf', extension: string) => {
    if (!query) return;
    setBusy(accept);
    try {
      const file = await apiFile(path, accept, query);
      downloadBlob(file.filename ?? `${filename}.${extension}`, file.blob);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Download failed', message: error instanceof ApiError ? error.userMessage : (error as Error).message });
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <Group gap="xs">
      <Button variant="default" onClick={() => void download('text/csv', 'csv')} loading={busy === 'text/csv'} disabled={!query || !!busy}>Download CSV</Button>
      <Button variant="default" onClick={() => void download('application/pdf', 'pdf')} loading={busy === 'application/pdf'} disabled={!query || !!busy}>Download PDF</Button>
    </Group>
  );
}
