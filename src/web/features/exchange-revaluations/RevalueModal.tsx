import { Text } from '@mantine/core';
import { exchangeRevaluationCreate } from '../../../contract/exchange-revaluations';
import { exchangeRevaluations, revaluationHref } from '../../api/exchange-revaluations';
import { CompanyFormModal } from '../../components/CompanyFormModal';
import { endOfLastMonth, todayDay } from '../../components/data-table/date-presets';
import { DialogForm } from '../../components/form/DialogForm';
import { useSchemaForm } from '../../components/form/Form';
import { DateField } from '../../components/form/date-fields';

/** Route `accounting/exchange-revaluations/new`: revalue at a day's rates, the end of last month proposed. */
export default function RevalueModal() {
  return (
    <CompanyFormModal title="Revalue foreign currencies" size="md">
      {({ companyId, baseCurrency }, close) => <RevalueForm companyId={companyId} baseCurrency={baseCurrency} close={close} />}
    </CompanyFormModal>
  );
}

function RevalueForm({ companyId, baseCurrency, close }: { companyId: string; baseCurrency: string; close: () => void }) {
  const create = exchangeRevaluations.useCreate();
  const form = useSchemaForm(exchangeRevaluationCreate, { date: endOfLastMonth(todayDay()) });
  return (
    <DialogForm form={form} submitLabel="Revalue" close={close} problemTitle="Not revalued"
      save={(values) => create.mutateAsync({ ...values, companyIdString: companyId })}
      savedMessage={(r) => `Posted ${r.number}.`} goTo={revaluationHref} replace>
      <Text size="sm">
        What is open in other currencies than {baseCurrency} on this day is valued at the day's rates; the difference to what the ledger carries is posted on it and reversed on the next day.
      </Text>
      <DateField name="date" label="Revalue on" required description="Every currency needs a rate on or before this day" />
    </DialogForm>
  );
}
