import { useParams } from 'react-router-dom';
import { Text } from '@mantine/core';
import { z } from 'zod';
import { fiscalYears, useReopenFiscalYear } from '../../api/fiscal-years';
import { DialogForm } from '../../components/form/DialogForm';
import { useSchemaForm } from '../../components/form/Form';
import { formatDay } from '../../components/format';
import { RouteModal } from '../../components/RouteModal';

const nothing = z.object({});

/**
 * Route `accounting/fiscal-years/:id/reopen`: confirms reversing the year's closing entry; the
 * service's refusal (409: open already, a later year is closed) shows in the dialog.
 */
export default function FiscalYearReopenModal() {
  const { id = '' } = useParams();
  const year = fiscalYears.useOne(id).data;
  const reopen = useReopenFiscalYear(id);
  const form = useSchemaForm(nothing, {});
  return (
    <RouteModal title={year ? `Reopen ${year.name}?` : 'Reopen fiscal year?'} size="md" closeTo="../.." ready={!!year} loadingLabel="Loading the fiscal year">
      {(done) => (
        <DialogForm form={form} submitLabel="Reopen year" close={done} save={() => reopen.mutateAsync()} savedMessage={(saved) => `${saved.name} is open again.`} problemTitle="Not reopened">
          <Text size="sm">
            A reversal of the closing entry moves the year's income and expenses back out of retained earnings, and postings dated from {formatDay(year!.startDate)} to {formatDay(year!.endDate)} are accepted again.
          </Text>
        </DialogForm>
      )}
    </RouteModal>
  );
}
