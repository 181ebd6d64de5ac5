import { useParams } from 'react-router-dom';
import { accountUpdate, type Account } from '../../../contract/accounts';
import { accounts, accountLabel } from '../../api/accounts';
import { DialogForm } from '../../components/form/DialogForm';
import { useSchemaForm } from '../../components/form/Form';
import { recordFormValues } from '../../components/form/record-form-values';
import { RouteModal } from '../../components/RouteModal';
import { AccountFields } from './AccountFields';

/** Route `accounting/accounts/:id/edit`, over the detail page. */
export default function AccountEditModal() {
  const account = accounts.useOne(useParams().id);
  const parent = accounts.useOne(account.data?.parentAccountId ?? undefined);
  const ready = account.data && (!account.data.parentAccountId || parent.data);
  return (
    <RouteModal title="Edit account" ready={!!ready} loadingLabel="Loading account">
      {(close) => <AccountEditForm account={account.data!} parent={parent.data} close={close} />}
    </RouteModal>
  );
}

function AccountEditForm({ account, parent, close }: { account: Account; parent: Account | undefined; close: () => void }) {
  const update = accounts.useUpdate(account.id);
  const form = useSchemaForm(accountUpdate, {
    ...recordFormValues(account, ['name', 'description', 'alternateAccountNumber', 'parentAccountId', 'type', 'category', 'partyType', 'party', 'currencyStringId', 'customerStringId', 'companyStringId']),
    ledger: 'GL',
  });
  return (
    <DialogForm
      form={form}
      submitLabel="Save account"
      close={close}
      // A full replacement: what the form leaves empty is cleared; the balance is derived, not sent.
      save={(values) => update.mutateAsync({
        ...values,
        description: values.description ?? null,
        alternateAccountNumber: values.alternateAccountNumber ?? null,
        parentAccountId: values.parentAccountId ?? null,
        customerStringId: values.partyType === 'CUSTOMER' ? values.customerStringId : null,
        balance: undefined,
        customer: undefined,
      })}
      savedMessage={(saved) => `Saved account ${saved.accountNumber}.`}
    >
      <AccountFields
        labels={{
          currency: { value: account.currencyStringId, label: account.currencyCode },
          parent: parent ? { value: parent.id, label: accountLabel(parent) } : null,
          customer: account.customer ? { value: account.customer.id, label: account.customer.name } : null,
        }}
      />
    </DialogForm>
  );
}
