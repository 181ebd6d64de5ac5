import { useMemo } from 'react';
import { Button, SegmentedControl, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ApiKey } from '../../../contract/api-keys';
import { apiKeys, useRevokeApiKey } from '../../api/api-keys';
import { ApiError } from '../../api/client';
import type { DataColumn } from '../../components/data-table/DataTable';
import { SearchFilter } from '../../components/data-table/SearchFilter';
import { useListUrlState } from '../../components/data-table/useListUrlState';
import { formatDateTime, formatNumber, formatRelative } from '../../components/format';
import { ListPageLayout } from '../../components/ListPageLayout';
import { StatusBadge } from '../../components/StatusBadge';
import { openConfirmModal } from '../../app/deferred-overlays';

export default function ApiKeyListPage() {
  const state = useListUrlState({ defaultSort: '-createdAt', filters: ['status', 'name'] as const });
  const revoke = useRevokeApiKey();

  const confirmRevoke = (key: ApiKey) =>
    openConfirmModal({
      title: `Revoke "${key.name}"?`,
      children: <Text size="sm">Requests with this key will be refused from now on. This cannot be undone.</Text>,
      labels: { confirm: 'Revoke key', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        revoke.mutate(key.id, {
          onSuccess: () => notifications.show({ color: 'green', message: `Revoked "${key.name}".` }),
          onError: (error) => notifications.show({ color: 'red', title: 'Not revoked', message: error instanceof ApiError ? error.userMessage : String(error) }),
        }),
    });

  const columns = useMemo<DataColumn<ApiKey>[]>(
    () => [
      { id: 'name', header: 'Name', cell: (k) => k.name, text: (k) => k.name, sortable: true, alwaysVisible: true },
      { id: 'start', header: 'Key', cell: (k) => <Text ff="monospace" size="sm">{k.start}…</Text>, text: (k) => k.start },
      { id: 'scopes', header: 'Scopes', cell: (k) => k.scopes.join(', '), text: (k) => k.scopes.join(' ') },
      { id: 'rateLimitPerHour', header: 'Rate limit / h', cell: (k) => formatNumber(k.rateLimitPerHour), text: (k) => String(k.rateLimitPerHour), sortable: true },
      { id: 'expiresAt', header: 'Expires', cell: (k) => formatDateTime(k.expiresAt), text: (k) => k.expiresAt, sortable: true },
      { id: 'lastUsedAt', header: 'Last used', cell: (k) => formatRelative(k.lastUsedAt), text: (k) => k.lastUsedAt ?? '', sortable: true },
      { id: 'createdAt', header: 'Created', cell: (k) => formatDateTime(k.createdAt), text: (k) => k.createdAt, sortable: true },
      { id: 'status', header: 'Status', cell: (k) => <StatusBadge status={k.status} />, text: (k) => k.status },
      {
        id: 'actions',
        header: 'Actions',
        cell: (k) => k.status !== 'REVOKED' && <Button size="xs" variant="subtle" color="red" onClick={() => confirmRevoke(k)} aria-label={`Revoke ${k.name}`}>Revoke</Button>,
        text: () => '',
        alwaysVisible: true,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  return (
    <ListPageLayout
      title="API keys"
      newLabel="New API key"
      description={<>Keys let other systems call the API as you. Send one as <code>Authorization: X-API-Key: &lt;key&gt;</code>.</>}
      empty={{ none: 'No API keys yet.', create: 'Create your first key', filtered: 'No keys match these filters.' }}
      filters={
        <>
          <SearchFilter label="Search by name" {...state.bindFilter('name')} />
          <SegmentedControl
            aria-label="Status"
            value={state.filters.status ?? 'ALL'}
            onChange={(v) => state.setFilter('status', v === 'ALL' ? undefined : v)}
            data={[{ value: 'ALL', label: 'All' }, { value: 'ACTIVE', label: 'Active' }, { value: 'EXPIRED', label: 'Expired' }, { value: 'REVOKED', label: 'Revoked' }]}
          />
        </>
      }
      table={{ tableId: 'api-keys', caption: 'Your API keys', columns, result: apiKeys.useList(state.query), state, source: apiKeys.list }}
    />
  );
}
