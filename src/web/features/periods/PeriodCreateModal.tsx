import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { accountingPeriodCreate, periodTypes } from '../../../contract/accounting-periods';
import { accountingPeriods } from '../../api/accounting-periods';
import { useCurrentCompany } from '../../app/current-company';
import { Form, useSchemaForm } from '../../components/form/Form';
import { DateField } from '../../components/form/date-fields';
import { TextAreaField, TextField } from '../../components/form/fields';
import { SelectField } from '../../components/form/select-field';
import { enumOptions } from '../../components/options';
import { RouteModal } from '../../components/RouteModal';
import { useFiscalYearOptions } from './fiscal-years';

/** Route `accounting/periods/new`: defaults to this month; dates are whole UTC days. */
export default function PeriodCreateModal() {
  const years = useFiscalYearOptions();
  return (
    <RouteModal title="New accounting period" size="md" ready={!!years} loadingLabel="Loading fiscal years">
      {(close) => <PeriodForm years={years!} close={close} />}
    </RouteModal>
  );
}

function PeriodForm({ years, close }: { years: NonNullable<ReturnType<typeof useFiscalYearOptions>>; close: () => void }) {
  const { companyId } = useCurrentCompany();
  const create = accountingPeriods.useCreate();
  const month = dayjs().startOf('month');
  const day = month.format('YYYY-MM-DD');
  const year = years.find((y) => y.startDate <= day && day <= y.endDate) ?? years[0];
  const form = useSchemaForm(accountingPeriodCreate, {
    name: month.format('MMMM YYYY'),
    periodType: 'MONTH',
    startDate: `${day}T00:00:00Z`,
    endDate: `${month.endOf('month').format('YYYY-MM-DD')}T23:59:59Z`,
    fiscalYearIdString: year?.value,
    companyIdString: companyId ?? undefined,
  });
  return (
      <Form
        form={form}
        submitLabel="Create period"
        onCancel={close}
        onSubmit={async (values) => {
          const period = await create.mutateAsync(values);
          notifications.show({ color: 'green', message: `Created period ${period.name}.` });
          close();
        }}
      >
        <TextField name="name" label="Name" required autoFocus />
        <SelectField name="fiscalYearIdString" label="Fiscal year" data={years} required description={years.length ? undefined : "Create a fiscal year first"} />
        <SelectField name="periodType" label="Period type" data={enumOptions(periodTypes)} required />
        <DateField name="startDate" label="First day" time="start" required />
        <DateField name="endDate" label="Last day" time="end" required />
        <TextAreaField name="notes" label="Notes" />
      </Form>
  );
}
