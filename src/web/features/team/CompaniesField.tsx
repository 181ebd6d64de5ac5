import { Controller, useFormContext } from 'react-hook-form';
import { MultiSelect } from '@mantine/core';
import { companies } from '../../api/companies';
import { companySwitcherQuery } from '../../app/current-company';
import { useFieldError } from '../../components/form/fields';

/** The companies a user works in: only yours can be given (the service says the same). */
export function CompaniesField({ name, label = 'Companies' }: { name: string; label?: string }) {
  const { control } = useFormContext();
  const error = useFieldError(name);
  const own = companies.useList(companySwitcherQuery).data?.content ?? [];
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <MultiSelect
          label={label}
          required
          searchable
          description="The first is where they start; they see only these companies' books"
          data={own.map((c) => ({ value: c.id, label: `${c.name} (${c.code})` }))}
          value={field.value ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}
