import { Text } from '@mantine/core';
import { accountCreate, type AccountCreate } from '../../../contract/accounts';
import type { Company } from '../../../contract/companies';
import { accounts, useNextAccountNumber } from '../../api/accounts';
import { companies } from '../../api/companies';
import { useCurrentCompany } from '../../app/current-company';
import { DialogForm } from '../../components/form/DialogForm';
import { useSchemaForm } from '../../components/form/Form';
import { RouteModal } from '../../components/RouteModal';
import { AccountFields } from './AccountFields';

/** Route `accounting/accounts/new`: defaults come from the current company (its base currency and name). */
export default function AccountCreateModal() {
  const company = companies.useOne(useCurrentCompany().companyId);
  return (
    <RouteModal title="New account" ready={!!company.data} loadingLabel="Loading company">
      {(close) => <AccountCreateForm company={company.data!} close={close} />}
    </RouteModal>
  );
}

function AccountCreateForm({ company, close }: { company: Company; close: () => void }) {
  const create = accounts.useCreate();
  const form = useSchemaForm(accountCreate, {
    name: '',
    type: 'ASSET',
    category: 'CURRENT',
    ledger: 'GL',
    partyType: 'COMPANY',
    party: company.name,
    currencyStringId: company.baseCurrencyId,
    companyStringId: company.id,
  });
  return (
    <DialogForm form={form} submitLabel="Create account" close={close} save={(values) => create.mutateAsync({ ...values, customerStringId: values.partyType === 'CUSTOMER' ? values.customerStringId : undefined })} savedMessage={(account) => `Created account ${account.accountNumber} · ${account.name}.`} goTo={(account) => `/accounting/accounts/${account.id}`}>
      <AccountFields labels={{ currency: { value: company.baseCurrencyId, label: company.baseCurrency } }} />
      <NextNumber companyId={company.id} type={form.watch('type')} parentAccountId={form.watch('parentAccountId')} />
    </DialogForm>
  );
}

/** The number the account will get, as the service would give it now. */
function NextNumber({ companyId, type, parentAccountId }: { companyId: string; type: AccountCreate['type']; parentAccountId?: string | null }) {
  const next = useNextAccountNumber({ companyIdString: companyId, type, parentAccountId: parentAccountId || undefined }, !!type);
  if (!next.data) return null;
  return <Text size="sm" c="dimmed" aria-live="polite">It will be account number {next.data.accountNumber}.</Text>;
}
