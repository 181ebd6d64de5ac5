import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { Text } from '@mantine/core';
import { fiscalYearClose } from '../../../contract/statements';
import { accountLabel, accounts } from '../../api/accounts';
import { fiscalYears, useCloseFiscalYear } from '../../api/fiscal-years';
import { DialogForm } from '../../components/form/DialogForm';
import { useSchemaForm } from '../../components/form/Form';
import { RecordPicker } from '../../components/form/pickers';
import { formatDay } from '../../components/format';
import { RouteModal } from '../../components/RouteModal';

/** The body of the close request (the contract allows none at all: here always an object). */
const closeForm = fiscalYearClose.unwrap().unwrap();

/**
 * Route `accounting/fiscal-years/:id/close`: confirms the year-end closing, with the equity
 * account to close into (the company's retained earnings account when left empty). The service's
 * refusal (409: already closed, its last day in a closed period; 422 at the account) shows in the dialog.
 */
export default function FiscalYearCloseModal() {
  const { id = '' } = useParams();
  const year = fiscalYears.useOne(id).data;
  const close = useCloseFiscalYear(id);
  const form = useSchemaForm(closeForm, {});
  const companyId = year?.companyIdString ?? null;
  const equityAccounts = useMemo(() => accounts.picker({
    scope: [companyId, 'EQUITY'],
    query: (search) => ({ companyIdString: companyId ?? undefined, type: 'EQUITY', name: search || undefined, size: 50, sort: 'accountNumber' }),
    option: (a) => ({ value: a.id, label: accountLabel(a) }),
    filter: (a) => !a.isGroup,
  }), [companyId]);
  return (
    <RouteModal title={year ? `Close ${year.name}?` : 'Close fiscal year?'} size="md" closeTo="../.." ready={!!year} loadingLabel="Loading the fiscal year">
      {(done) => (
        <DialogForm form={form} submitLabel="Close year" close={done} save={close.mutateAsync} savedMessage={(saved) => `${saved.name} is closed.`} problemTitle="Not closed">
          <Text size="sm">
            A closing entry on {formatDay(year!.endDate)} moves the year's income and expenses into retained earnings, and nothing more can be posted from {formatDay(year!.startDate)} to {formatDay(year!.endDate)}. You can reopen the year later.
          </Text>
          <RecordPicker name="retainedEarningsAccountIdString" label="Retained earnings account" source={equityAccounts} placeholder="The company's retained earnings account" description="An equity account; empty: the company's default" />
        </DialogForm>
      )}
    </RouteModal>
  );
}
