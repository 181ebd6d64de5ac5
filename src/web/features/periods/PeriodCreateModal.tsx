import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert, List } from '@mantine/core';
import { accountingPeriodCreate, lastCoveredDay, periodTypes } from '../../../contract/accounting-periods';
import { accountingPeriods } from '../../api/accounting-periods';
import { useCurrentCompany } from '../../app/current-company';
import { todayDay } from '../../components/data-table/date-presets';
import { DialogForm } from '../../components/form/DialogForm';
import { useSchemaForm } from '../../components/form/Form';
import { DateField } from '../../components/form/date-fields';
import { TextAreaField, TextField } from '../../components/form/fields';
import { SelectField } from '../../components/form/select-field';
import { enumOptions } from '../../components/options';
import { RouteModal } from '../../components/RouteModal';
import { useFiscalYearOptions } from './fiscal-years';
import { nextFreeMonth, periodWarnings, type MonthSpan } from './month-periods';

/** Route `accounting/periods/new`: proposes the next free month of the fiscal year covering today; dates are whole UTC days. */
export default function PeriodCreateModal() {
  const years = useFiscalYearOptions();
  return (
    <RouteModal title="New accounting period" size="md" ready={!!years} loadingLabel="Loading fiscal years">
      {(close) => <PeriodForm years={years!} close={close} />}
    </RouteModal>
  );
}

const monthValues = (month: MonthSpan) => ({ name: month.name, startDate: `${month.firstDay}T00:00:00Z`, endDate: `${month.lastDay}T23:59:59Z` });

function PeriodForm({ years, close }: { years: NonNullable<ReturnType<typeof useFiscalYearOptions>>; close: () => void }) {
  const { companyId } = useCurrentCompany();
  const create = accountingPeriods.useCreate();
  const today = todayDay();
  const year = years.find((y) => y.startDate <= today && today <= y.endDate) ?? years[0];
  const form = useSchemaForm(accountingPeriodCreate, {
    name: '',
    periodType: 'MONTH',
    fiscalYearIdString: year?.value,
    companyIdString: companyId ?? undefined,
  });
  const { control, setValue, getFieldState } = form;
  const [yearId, name, periodType, startDate, endDate] = useWatch({ control, name: ['fiscalYearIdString', 'name', 'periodType', 'startDate', 'endDate'] });

  // The next month no period of the chosen year covers, until the user types their own.
  const chosenYear = years.find((y) => y.value === yearId);
  const taken = accountingPeriods.useAll({ companyIdString: companyId ?? undefined, fiscalYearIdString: yearId }, !!yearId && !!companyId);
  const proposal = chosenYear && taken.data ? nextFreeMonth(chosenYear, taken.data, today) : undefined;
  useEffect(() => {
    if (!proposal) return;
    for (const [field, value] of Object.entries(monthValues(proposal)) as ['name' | 'startDate' | 'endDate', string][]) {
      if (!getFieldState(field).isDirty) setValue(field, value);
    }
  }, [proposal?.name]); // eslint-disable-line react-hooks/exhaustive-deps

  const day = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined);
  const warnings = useMemo(
    () => periodWarnings({ name, periodType, firstDay: day(startDate), lastDay: typeof endDate === 'string' && day(endDate) ? lastCoveredDay(endDate) : undefined }),
    [name, periodType, startDate, endDate],
  );
  const allTaken = chosenYear && taken.data && !proposal && periodType === 'MONTH';

  return (
    <DialogForm form={form} submitLabel={warnings.length ? 'Create period anyway' : 'Create period'} close={close} save={create.mutateAsync} savedMessage={(period) => `Created period ${period.name}.`}>
      <TextField name="name" label="Name" required autoFocus />
      <SelectField name="fiscalYearIdString" label="Fiscal year" data={years} required description={years.length ? undefined : 'Create a fiscal year first'} />
      <SelectField name="periodType" label="Period type" data={enumOptions(periodTypes)} required />
      <DateField name="startDate" label="First day" time="start" required />
      <DateField name="endDate" label="Last day" time="end" required />
      <TextAreaField name="notes" label="Notes" />
      {allTaken && <Alert color="blue">Every month of {chosenYear.label} already has a period.</Alert>}
      {warnings.length > 0 && (
        <Alert color="yellow" title="Check before saving" role="status" data-testid="period-warnings">
          <List size="sm">
            {warnings.map((warning) => <List.Item key={warning}>{warning}</List.Item>)}
          </List>
        </Alert>
      )}
    </DialogForm>
  );
}
