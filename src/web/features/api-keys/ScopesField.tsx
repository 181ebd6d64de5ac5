import { Controller, useFormContext } from 'react-hook-form';
import { Checkbox, Fieldset, SegmentedControl, Table, Text } from '@mantine/core';
import { scopeResources } from '../../../contract/scopes';

type Access = 'none' | 'read' | 'write';

function accessOf(scopes: string[], resource: string): Access {
  if (scopes.includes(`${resource}:write`)) return 'write';
  return scopes.includes(`${resource}:read`) ? 'read' : 'none';
}

/** `*` for everything, or read/write per resource. */
export function ScopesField({ name }: { name: string }) {
  const { control, formState } = useFormContext();
  const error = (formState.errors[name] as { message?: string } | undefined)?.message;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => {
        const scopes: string[] = field.value ?? [];
        const all = scopes.includes('*');
        const setAccess = (resource: string, access: Access) => {
          const rest = scopes.filter((s) => !s.startsWith(`${resource}:`));
          field.onChange(access === 'none' ? rest : [...rest, `${resource}:${access}`]);
        };
        return (
          <Fieldset legend="Scopes" aria-describedby={error ? `${name}-error` : undefined}>
            <Checkbox
              label="All scopes (*): everything you may do yourself"
              checked={all}
              onChange={(event) => field.onChange(event.currentTarget.checked ? ['*'] : [])}
              mb="sm"
            />
            {!all && (
              <Table verticalSpacing={4} withRowBorders={false}>
                <Table.Tbody>
                  {scopeResources.map((resource) => (
                    <Table.Tr key={resource}>
                      <Table.Td><Text size="sm" id={`scope-${resource}`}>{resource}</Text></Table.Td>
                      <Table.Td>
                        <SegmentedControl
                          size="xs"
                          aria-labelledby={`scope-${resource}`}
                          value={accessOf(scopes, resource)}
                          onChange={(value) => setAccess(resource, value as Access)}
                          data={[{ value: 'none', label: 'None' }, { value: 'read', label: 'Read' }, { value: 'write', label: 'Write' }]}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            {error && <Text id={`${name}-error`} c="red" size="sm" role="alert">{error}</Text>}
          </Fieldset>
        );
      }}
    />
  );
}
