import { useNavigate } from 'react-router-dom';
import { Button, Loader, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { accountCreate } from '../../../contract/accounts';
import type { Company } from '../../../contract/companies';
import { accounts } from '../../api/accounts';
import { companies } from '../../api/companies';
import { useCurrentCompany } from '../../app/current-company';
import { Form, useSchemaForm } from '../../components/form/Form';
import { AccountFields } from './AccountFields';

/** Route `accounting/accounts/new`: defaults come from the current company (its base currency and name). */
export default function AccountCreateModal() {
  const navigate = useNavigate();
  const close = () => navigate('..', { relative: 'path' });
  const { companyId } = useCurrentCompany();
  const company = companies.useOne(companyId ?? undefined);
  return (
    <Modal opened onClose={close} title="New account" size="lg">
      {company.data ? <AccountCreateForm company={company.data} close={close} /> : <Loader aria-label="Loading company" />}
    </Modal>
  );
}

function AccountCreateForm({ company, close }: { company: Company; close: () => void }) {
  const navigate = useNavigate();
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
    <Form
      form={form}
      submitLabel="Create account"
      actions={<Button variant="default" onClick={close}>Cancel</Button>}
      onSubmit={async (values) => {
        const account = await create.mutateAsync({ ...values, customerStringId: values.partyType === 'CUSTOMER' ? values.customerStringId : undefined });
        notifications.show({ color: 'green', message: `Created account ${account.accountNumber} · ${account.name}.` });
        navigate(`/accounting/accounts/${account.id}`);
      }}
    >
      <AccountFields labels={{ currency: { value: company.baseCurrencyId, label: company.baseCurrency } }} />
    </Form>
  );
}
