import { useMemo } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PickerSearch } from '../../api/list';
import { useCurrentCompany } from '../../app/current-company';
import { RecordSelect } from '../form/pickers';

type RecordFilterProps<R extends { id: string }> = {
  label: string;
  /** The search over the current company's records, e.g. `customerPicker`. */
  picker: (companyId: string | null) => PickerSearch;
  /** The chosen record's query, e.g. `customers.useOne`: a filter from the URL shows the record's name. */
  useRecord: (id: string | undefined) => UseQueryResult<R>;
  /** How the chosen record reads in the field. */
  optionLabel: (record: R) => string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  w: number;
};

/** A list filter by another record of the current company (a customer, an account, ...), searched on the server; "Any" until one is chosen. */
export function RecordFilter<R extends { id: string }>({ label, picker, useRecord, optionLabel, value, onChange, w }: RecordFilterProps<R>) {
  const { companyId } = useCurrentCompany();
  const source = useMemo(() => picker(companyId), [picker, companyId]);
  const chosen = useRecord(value);
  return (
    <RecordSelect
      label={label}
      source={source}
      value={value}
      onChange={onChange}
      initialOption={chosen.data ? { value: chosen.data.id, label: optionLabel(chosen.data) } : null}
      placeholder="Any"
      w={w}
    />
  );
}
