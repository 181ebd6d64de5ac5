import type { ImportCreate, ImportListQuery, ImportMode, ImportRecord, ImportSummary, ImportType } from '../../contract/imports';
import { accounts } from './accounts';
import { api, apiFile } from './client';
import { customers } from './customers';
import { itemPrices, items } from './items';
import type { ListQuery } from './list';
import { createResourceApi } from './resource-api';
import { suppliers } from './suppliers';

export type ImportQuery = ListQuery<ImportListQuery>;

/** An import writes its target resource: that list's caches go stale too. */
const importApi = createResourceApi<{ record: ImportRecord; query: ImportQuery; create: ImportCreate }>({
  name: 'imports', path: '/imports',
  alsoInvalidates: () => [items.keys.all, itemPrices.keys.all, customers.keys.all, suppliers.keys.all, accounts.keys.all],
});

export type ProcessOptions = { companyId: string; importType: ImportType; mode: ImportMode; decimalSeparator: '.' | ','; dryRun: boolean };

/** `POST /imports/{id}/process`: the file and its options as the interface's multipart form. */
function process(id: string, file: Blob, fileName: string, options: ProcessOptions): Promise<ImportSummary> {
  const form = new FormData();
  form.set('companyId', options.companyId);
  form.set('importType', options.importType);
  form.set('mode', options.mode);
  form.set('decimalSeparator', options.decimalSeparator);
  form.set('dryRun', String(options.dryRun));
  form.set('file', file, fileName);
  return api.post<ImportSummary>(`/imports/${encodeURIComponent(id)}/process`, form);
}

export const imports = {
  ...importApi,
  create: (body: ImportCreate) => api.post<ImportRecord>('/imports', body),
  process,
  template: (type: ImportType) => apiFile(`/imports/templates/${type}.csv`, 'text/csv'),
  errorsCsv: (id: string) => apiFile(`/imports/${encodeURIComponent(id)}/errors.csv`, 'text/csv'),
};
