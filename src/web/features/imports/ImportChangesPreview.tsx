import { List, Stack, Text } from '@mantine/core';
import type { ImportChange } from '../../../contract/imports';
import { formatNumber } from '../../components/format';

/** What an UPSERT would change, record by record and field by field, before anything is written. */
export function ImportChangesPreview({ changes, updated }: { changes: ImportChange[]; updated: number }) {
  if (changes.length === 0) return null;
  const shown = (value: string | null) => (value === null || value === '' ? '(empty)' : value);
  return (
    <Stack gap="xs" data-testid="import-changes">
      <Text size="sm" fw={500}>
        What changes in the {formatNumber(updated)} {updated === 1 ? 'record' : 'records'} to update{updated > changes.length ? ` (the first ${formatNumber(changes.length)})` : ''}:
      </Text>
      <List size="sm" spacing={4}>
        {changes.map((change) => (
          <List.Item key={change.row}>
            <Text span size="sm" fw={500}>Row {change.row}, {change.key}: </Text>
            {change.fields.map((f, i) => (
              <Text span size="sm" key={f.field}>{i > 0 ? '; ' : ''}{f.field} from {shown(f.from)} to {shown(f.to)}</Text>
            ))}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
