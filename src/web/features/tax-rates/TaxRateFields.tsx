import { useMemo } from 'react';
import { SimpleGrid } from '@mantine/core';
import { accountLabel, accountPicker, accounts } from '../../api/accounts';
import { useCurrentCompany } from '../../app/current-company';
import { TextField } from '../../components/form/fields';
import { PercentField } from '../../components/form/number-fields';
import { RecordPicker } from '../../components/form/pickers';

/** The fields of the tax rate create and edit dialogs; `accountIds`: the edited rate's accounts, named until the search finds them. */
export function TaxRateFields({ accountIds }: { accountIds?: { sales: string; purchase: string } }) {
  const { companyId } = useCurrentCompany();
  const search = useMemo(() => accountPicker(companyId, { postingOnly: true }), [companyId]);
  const sales = accounts.useOne(accountIds?.sales).data;
  const purchase = accounts.useOne(accountIds?.purchase).data;
  return (
    <>
      <TextField name="name" label="Name" required autoFocus placeholder="VAT 19 %" />
      <PercentField name="ratePercent" label="Rate" required description="In percent, 0 to 100, at most 4 decimals" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <RecordPicker name="salesAccountIdString" label="Sales tax account" source={search} placeholder="Search accounts"
          initialOption={sales ? { value: sales.id, label: accountLabel(sales) } : null}
          description="Invoices credit their tax here; Tax payable when empty" />
        <RecordPicker name="purchaseAccountIdString" label="Purchase tax account" source={search} placeholder="Search accounts"
          initialOption={purchase ? { value: purchase.id, label: accountLabel(purchase) } : null}
          description="Bills debit their tax here; Tax receivable when empty" />
      </SimpleGrid>
    </>
  );
}
