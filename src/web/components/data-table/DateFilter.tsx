import { useState } from 'react';
import { Button, Group, Menu } from '@mantine/core';
import { DayInput } from '../form/date-fields';
import { InvalidInput } from '../form/typed-input';
import { datePresets, todayDay, type DayRange } from './date-presets';

/**
 * A calendar-day filter of a list (`YYYY-MM-DD` in the URL), typed in the user's locale or picked;
 * its own module so date pickers load only with the pages that use them. A text that is not a day
 * leaves the filter as it was and says why.
 */
export function DateFilter({ label, value, onChange, clearable = true }: { label: string; value: string | undefined; onChange: (value: string | undefined) => void; clearable?: boolean }) {
  const [error, setError] = useState<string>();
  return (
    <DayInput
      label={label}
      value={value ?? null}
      onChange={(next) => {
        if (next instanceof InvalidInput) return setError(next.message);
        setError(undefined);
        if (next || clearable) onChange(next ?? undefined);
      }}
      error={error}
      clearable={clearable}
      w={150}
    />
  );
}

/**
 * A from-to filter with presets (this month, last month, this quarter, year to date, and the
 * fiscal year covering today when the page knows it).
 */
export function DateRangeFilter({ value, onChange, clearable = true, fiscalYear }: { value: Partial<DayRange>; onChange: (range: Partial<DayRange>) => void; clearable?: boolean; fiscalYear?: { startDate: string; endDate: string } | null }) {
  return (
    // wraps on a phone: From, To and the presets are wider than 390 px together
    <Group gap="xs" align="flex-end" wrap="wrap">
      <DateFilter label="From" value={value.fromDate} onChange={(fromDate) => onChange({ ...value, fromDate })} clearable={clearable} />
      <DateFilter label="To" value={value.toDate} onChange={(toDate) => onChange({ ...value, toDate })} clearable={clearable} />
      <Menu position="bottom-start">
        <Menu.Target>
          <Button variant="default">Period…</Button>
        </Menu.Target>
        <Menu.Dropdown>
          {datePresets(todayDay(), fiscalYear).map((preset) => (
            <Menu.Item key={preset.label} onClick={() => onChange(preset.range)}>
              {preset.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
