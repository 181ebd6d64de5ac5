import { Link } from 'react-router-dom';
import { Anchor, Text } from '@mantine/core';
import { auditRecordTypes, type AuditEvent } from '../../../contract/audit-events';
import { auditEvents } from '../../api/audit-events';
import type { DataColumn } from '../../components/data-table/DataTable';
import { DateRangeFilter } from '../../components/data-table/DateFilter';
import { SelectFilter } from '../../components/data-table/SelectFilter';
import { useCompanyList } from '../../components/data-table/useCompanyList';
import { formatDateTime, shortId } from '../../components/format';
import { actionVerb, changeSentences, eventInWords } from '../../components/history/audit-sentences';
import { ListPageLayout } from '../../components/ListPageLayout';
import { recordHref, recordTypeLabel } from './record-pages';

const columns: DataColumn<AuditEvent>[] = [
  { id: 'at', header: 'When', cell: (e) => formatDateTime(e.at), text: (e) => e.at, sortable: true, alwaysVisible: true },
  { id: 'actor', header: 'Who', cell: (e) => <>{e.actor.name}{e.actor.type === 'API_KEY' && <Text span c="dimmed" size="xs"> (API key)</Text>}</>, text: (e) => `${e.actor.name} (${e.actor.type})` },
  { id: 'action', header: 'Action', cell: (e) => actionVerb(e.action), text: (e) => e.action },
  {
    id: 'record', header: 'Record',
    cell: (e) => {
      const href = recordHref(e);
      const label = `${recordTypeLabel(e.recordType)} ${shortId(e.recordIdString)}`;
      return href ? <Anchor component={Link} to={href} onClick={(event) => event.stopPropagation()}>{label}</Anchor> : label;
    },
    text: (e) => `${e.recordType} ${e.recordIdString}`,
  },
  {
    id: 'changes', header: 'Changes',
    cell: (e) => <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{changeSentences(e).join('; ') || eventInWords(e).headline}</Text>,
    // exact, for a spreadsheet: field=[before, after] as the trail has them
    text: (e) => JSON.stringify(e.changes),
  },
  { id: 'requestId', header: 'Request', cell: (e) => <Text size="xs" ff="monospace">{e.requestId ?? '—'}</Text>, text: (e) => e.requestId ?? '' },
];

/**
 * Route `settings/audit-log`: who changed which record of the company, when, from what to what
 * (docs/audit.md), newest first; filtered by record type, record and days; CSV of every event.
 */
export default function AuditLogPage() {
  const list = useCompanyList(auditEvents, { defaultSort: '-at', filters: ['recordType', 'recordIdString', 'actorIdString', 'fromDate', 'toDate'] as const });
  const recordTypes = auditRecordTypes.map((type) => ({ value: type, label: recordTypeLabel(type) }));
  return (
    <ListPageLayout
      title="Audit log"
      description="Every change of the company's records, by whom and when, as the service recorded it in the change's own transaction. Nothing here can be edited or deleted."
      empty={{ none: 'No change is recorded yet.', filtered: 'No change matches these filters.' }}
      filters={(
        <>
          <SelectFilter label="Record type" data={recordTypes} {...list.state.bindFilter('recordType')} w={200} />
          <DateRangeFilter {...list.state.bindFilters('fromDate', 'toDate')} />
        </>
      )}
      table={{ tableId: 'audit-log', caption: 'Audit log of the current company', columns, ...list }}
    />
  );
}
