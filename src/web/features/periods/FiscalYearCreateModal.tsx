import dayjs from 'dayjs';
import { fiscalYearCreate } from '../../../contract/fiscal-years';
import { companies } from '../../api/companies';
import { fiscalYears } from '../../api/fiscal-years';
import { useCurrentCompany } from '../../app/current-company';
import { DialogForm } from '../../components/form/DialogForm';
import { useSchemaForm } from '../../components/form/Form';
import { DateField } from '../../components/form/date-fields';
import { TextField } from '../../components/form/fields';
import { RouteModal } from '../../components/RouteModal';
import { useFiscalYearOptions } from './fiscal-years';

/** The year after the latest one, or else the one under way from the company's start month. */
function nextFiscalYear(startMonth: number, latestEnd: string | undefined) {
  const today = dayjs();
  let start = latestEnd ? dayjs(latestEnd).add(1, 'day') : today.month(startMonth - 1).date(1);
  if (!latestEnd && start.isAfter(today)) start = start.subtract(1, 'year');
  const end = start.add(1, 'year').subtract(1, 'day');
  const name = start.year() === end.year() ? String(start.year()) : `${start.year()}/${end.format('YY')}`;
  return { name: `FY ${name}`, startDate: start.format('YYYY-MM-DD'), endDate: end.format('YYYY-MM-DD') };
}

/** Route `accounting/fiscal-years/new`. */
export default function FiscalYearCreateModal() {
  const company = companies.useOne(useCurrentCompany().companyId).data;
  const years = useFiscalYearOptions();
  return (
    <RouteModal title="New fiscal year" size="md" ready={!!(company && years)} loadingLabel="Loading fiscal years">
      {(close) => <FiscalYearForm defaults={{ ...nextFiscalYear(company!.fiscalYearStartMonth, years![0]?.endDate), companyIdString: company!.id }} close={close} />}
    </RouteModal>
  );
}

function FiscalYearForm({ defaults, close }: { defaults: { name: string; startDate: string; endDate: string; companyIdString: string }; close: () => void }) {
  const create = fiscalYears.useCreate();
  const form = useSchemaForm(fiscalYearCreate, defaults);
  return (
    <DialogForm form={form} submitLabel="Create fiscal year" close={close} save={create.mutateAsync} savedMessage={(year) => `Created fiscal year ${year.name}.`}>
      <TextField name="name" label="Name" required autoFocus />
      <DateField name="startDate" label="First day" required />
      <DateField name="endDate" label="Last day" required />
    </DialogForm>
  );
}
