import { useState } from 'react';
import { Button, Group, Menu } from '@mantine/core';
import { DayInput } from '../form/date-fields';
import { InvalidInput } from '../form/typed-input';
import { datePresets, todayDay, type DatePreset, type DayRange } from './date-presets';

/**
 * A calendar-day filter of a list (`YYYY-MM-DD` in the URL), typed in the user's locale or picked;
 * its own module so date pickers load only with the pages that use them. A text that is not a day
 * leaves the filter as it was and says why.
 */
export function DateFilter({ label, value, onChange, clearable = true, refused }: {
  label: string; value: string | undefined; onChange: (value: string | undefined) => void; clearable?: boolean;
  /** Why the last day typed was not applied (a range's From after its To), shown at the field. */
  refused?: string;
}) {
  const [invalid, setInvalid] = useState<string>();
  return (
    <DayInput
      label={label}
      value={value ?? null}
      onChange={(next) => {
        if (next instanceof InvalidInput) return setInvalid(next.message);
        setInvalid(undefined);
        if (next || clearable) onChange(next ?? undefined);
      }}
      error={invalid ?? refused}
      clearable={clearable}
      w={150}
    />
  );
}

/**
 * A from-to filter with presets (this month, last month, this quarter, year to date, and the
 * fiscal year covering today when the page knows it), or the page's own `presets`.
 */
export function DateRangeFilter({ value, onChange, clearable = true, fiscalYear, presets }: { value: Partial<DayRange>; onChange: (range: Partial<DayRange>) => void; clearable?: boolean; fiscalYear?: { startDate: string; endDate: string } | null; presets?: DatePreset[] }) {
  // a From after the To is a mistake at the field typed last, never a query the service refuses
  const [inverted, setInverted] = useState<keyof DayRange>();
  const change = (end: keyof DayRange, day: string | undefined) => {
    const next = { ...value, [end]: day };
    if (next.fromDate && next.toDate && next.fromDate > next.toDate) return setInverted(end);
    setInverted(undefined);
    onChange(next);
  };
  return (
    // wraps on a phone: the two fields and the presets button are wider than 390 px together
    <Group gap="xs" align="flex-end" wrap="wrap">
      <DateFilter label="From" value={value.fromDate} onChange={(day) => change('fromDate', day)} clearable={clearable} refused={inverted === 'fromDate' ? 'is after To: not applied' : undefined} />
      <DateFilter label="To" value={value.toDate} onChange={(day) => change('toDate', day)} clearable={clearable} refused={inverted === 'toDate' ? 'is before From: not applied' : undefined} />
      <Menu position="bottom-start">
        <Menu.Target>
          <Button variant="default">Period…</Button>
        </Menu.Target>
        <Menu.Dropdown>
          {(presets ?? datePresets(todayDay(), fiscalYear)).map((preset) => (
            <Menu.Item key={preset.label} onClick={() => { setInverted(undefined); onChange(preset.range); }}>
              {preset.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
