import { useState } from 'react';
import { Button, Menu, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { statementComparisons, type StatementCompare } from '../../../contract/statements';
import { loadMinorUnits } from '../../api/currencies';
import { fiscalYears } from '../../api/fiscal-years';
import { useCurrentCompany } from '../../app/current-company';
import { compareLabels } from './statement-dates';

/** The company's fiscal years (for the presets), empty while loading. */
export function useCompanyFiscalYears() {
  const { companyId } = useCurrentCompany();
  return fiscalYears.useAll({ companyIdString: companyId ?? undefined }, !!companyId).data ?? [];
}

/** None, the previous period or the previous year beside the figures. */
export function CompareControl({ value, onChange }: { value: StatementCompare; onChange: (value: StatementCompare) => void }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="statement-compare">Compare with</Text>
      <SegmentedControl
        aria-labelledby="statement-compare"
        value={value}
        onChange={(next) => onChange(next as StatementCompare)}
        data={statementComparisons.map((c) => ({ value: c, label: compareLabels[c] }))}
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

/** Downloads the statement on screen as CSV (the CSV code loads on the first export). */
export function ExportCsvButton({ filename, currency, csv }: { filename: string; currency: string | undefined; csv: ((minorUnits: number | undefined) => Promise<string>) | undefined }) {
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    if (!csv || !currency) return;
    setBusy(true);
    try {
      const [{ downloadText }, minorUnits] = await Promise.all([import('../../components/data-table/csv'), loadMinorUnits().catch(() => undefined)]);
      downloadText(filename, await csv(minorUnits?.get(currency)));
    } catch (error) {
      notifications.show({ color: 'red', title: 'Export failed', message: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return <Button variant="default" onClick={() => void exportCsv()} loading={busy} disabled={!csv}>Export CSV</Button>;
}
