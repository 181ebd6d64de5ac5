import { Text } from '@mantine/core';
import { importStatuses, importTypes, type ImportRecord } from '../../../contract/imports';
import { imports } from '../../api/imports';
import type { DataColumn } from '../../components/data-table/DataTable';
import { SelectFilter } from '../../components/data-table/SelectFilter';
import { useCompanyList } from '../../components/data-table/useCompanyList';
import { formatDateTime, formatNumber } from '../../components/format';
import { ListPageLayout } from '../../components/ListPageLayout';
import { enumOptions } from '../../components/options';
import { StatusBadge } from '../../components/StatusBadge';
import { typeLabels } from './labels';

const count = (n: number | null) => (n === null ? '—' : formatNumber(n));

const columns: DataColumn<ImportRecord>[] = [
  { id: 'createdAt', header: 'Created', cell: (r) => formatDateTime(r.createdAt), text: (r) => r.createdAt, sortable: true, alwaysVisible: true },
  { id: 'importType', header: 'Type', cell: (r) => typeLabels[r.importType], text: (r) => r.importType, sortable: true },
  { id: 'status', header: 'Status', cell: (r) => <StatusBadge status={r.status} />, text: (r) => r.status, sortable: true },
  { id: 'fileName', header: 'File', cell: (r) => r.fileName ?? '—', text: (r) => r.fileName ?? '' },
  { id: 'rowsTotal', header: 'Rows', cell: (r) => count(r.rowsTotal), text: (r) => String(r.rowsTotal ?? '') },
  { id: 'created', header: 'Created records', cell: (r) => count(r.created), text: (r) => String(r.created) },
  { id: 'updated', header: 'Updated', cell: (r) => count(r.updated), text: (r) => String(r.updated) },
  { id: 'unchanged', header: 'Unchanged', cell: (r) => count(r.unchanged), text: (r) => String(r.unchanged) },
  {
    id: 'result', header: 'Result',
    cell: (r) => (r.failureReason ? <Text size="sm" c="red">{r.failureReason}</Text> : r.dryRun && r.status === 'PENDING' ? 'Checked only' : '—'),
    text: (r) => r.failureReason ?? '',
  },
  { id: 'durationMs', header: 'Took', cell: (r) => (r.durationMs === null ? '—' : `${formatNumber(r.durationMs / 1000)} s`), text: (r) => String(r.durationMs ?? '') },
];

/** Route `settings/imports`: the history of CSV imports and what each did. */
export default function ImportListPage() {
  const list = useCompanyList(imports, { defaultSort: '-createdAt', filters: ['importType', 'status'] as const });
  return (
    <ListPageLayout
      title="Imports"
      newLabel="New import" writeScope="imports:write"
      description="Items, prices, customers, suppliers and accounts brought in from spreadsheets (CSV). An import is written whole or not at all."
      empty={{ none: 'No imports yet.', create: 'Import a first file', filtered: 'No imports match these filters.' }}
      filters={
        <>
          <SelectFilter label="Type" data={importTypes.map((value) => ({ value, label: typeLabels[value] }))} {...list.state.bindFilter('importType')} w={180} />
          <SelectFilter label="Status" data={enumOptions(importStatuses)} {...list.state.bindFilter('status')} w={160} />
        </>
      }
      table={{ tableId: 'imports', caption: 'Imports of the current company', columns, ...list }}
    />
  );
}
