import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { ComboboxItem } from '@mantine/core';
import { accountCategories, accountTypes, partyTypes } from '../../../contract/accounts';
import { accountPicker } from '../../api/accounts';
import { currencyIdPicker } from '../../api/currencies';
import { customerPicker } from '../../api/customers';
import { useCurrentCompany } from '../../app/current-company';
import { TextAreaField, TextField } from '../../components/form/fields';
import { SelectField } from '../../components/form/select-field';
import { RecordPicker } from '../../components/form/pickers';
import { enumOptions } from '../../components/options';

/** The labels of the records an account names, for the pickers of a form that opens with them. */
export type AccountPickerLabels = { currency?: ComboboxItem; parent?: ComboboxItem | null; customer?: ComboboxItem | null };

/** The fields of the create and edit forms (ledger is always GL; the company is the current one). */
export function AccountFields({ labels }: { labels: AccountPickerLabels }) {
  const { companyId } = useCurrentCompany();
  const partyType = useWatch({ name: 'partyType' });
  const accounts = useMemo(() => accountPicker(companyId), [companyId]);
  const customers = useMemo(() => customerPicker(companyId), [companyId]);
  return (
    <>
      <TextField name="name" label="Name" required autoFocus />
      <SelectField name="type" label="Type" data={enumOptions(accountTypes)} required />
      <SelectField name="category" label="Category" data={enumOptions(accountCategories)} required />
      <RecordPicker name="parentAccountId" label="Parent account" source={accounts} initialOption={labels.parent} description="The group account this one sits under; empty for a top-level account" />
      <RecordPicker name="currencyStringId" label="Currency" source={currencyIdPicker} initialOption={labels.currency} required />
      <SelectField name="partyType" label="Party type" data={enumOptions(partyTypes)} required />
      <TextField name="party" label="Party" required />
      {partyType === 'CUSTOMER' && <RecordPicker name="customerStringId" label="Customer" source={customers} initialOption={labels.customer} required />}
      <TextField name="alternateAccountNumber" label="Alternate account number" />
      <TextAreaField name="description" label="Description" />
    </>
  );
}
