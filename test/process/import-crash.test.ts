import { expect, test } from 'vitest';
import { startService, useServiceDatabase } from '../support/service-process';
import { testDbKind } from '../support/test-app';

/**
 * SIGKILL during a large import (issue 12): after a restart the import is FAILED and none of
 * its rows exist, or (killed after the commit) SUCCEEDED with all of them; never RUNNING, never
 * part of the file. On the embedded database and on PostgreSQL, as the run's database is.
 */
const ROWS = Number(process.env.IMPORT_CRASH_ROWS ?? 100_000);
const services = useServiceDatabase('import-crash');

const csv = () => {
  const lines = ['itemCode,name,itemGroup,uom,valuationMethod,maintainStock,allowNegativeStock'];
  for (let i = 0; i < ROWS; i++) lines.push(`K-${i},Item ${i},G${i % 20},pcs,FIFO,true,false`);
  return `${lines.join('\n')}\n`;
};

test(`SIGKILL during a ${ROWS}-row import: after the restart all rows or none, and the import is not RUNNING`, async () => {
  const first = await startService(services.env, services.children);
  const setup = await (await fetch(`${first.base}/api/v1/auth/setup`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'crash@example.com', password: 'correct horse battery', company: { name: 'Crash Co', baseCurrency: 'USD' } }),
  })).json();
  const auth = { authorization: `Bearer ${setup.accessToken}` };
  const companyId = setup.user.defaultCompanyId;
  const created = await (await fetch(`${first.base}/api/v1/imports`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ companyId, importType: 'ITEM' }) })).json();
  const form = new FormData();
  form.set('companyId', companyId);
  form.set('importType', 'ITEM');
  form.set('file', new Blob([csv()], { type: 'text/csv' }), 'items.csv');
  const processing = fetch(`${first.base}/api/v1/imports/${created.id}/process`, { method: 'POST', headers: auth, body: form }).catch(() => undefined);

  // PostgreSQL: wait until every row is checked, so the kill lands in the data transaction (other
  // requests still get answers meanwhile); PGlite answers nothing else while it writes, so there
  // the kill lands past the middle of the checks or, 300 ms on, in the writing
  const killAt = testDbKind === 'postgres' ? ROWS : ROWS / 2;
  const deadline = Date.now() + 240_000;
  for (;;) {
    const r = await fetch(`${first.base}/api/v1/imports/${created.id}`, { headers: auth }).then((x) => x.json(), () => undefined);
    if (r && r.status !== 'PENDING' && r.rowsProcessed >= killAt) break;
    if (Date.now() > deadline) throw new Error(`the import never got going: ${JSON.stringify(r)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await new Promise((resolve) => setTimeout(resolve, testDbKind === 'postgres' ? 50 : 300));
  first.child.kill('SIGKILL');
  await first.exited;
  await processing;

  const second = await startService(services.env, services.children);
  try {
    const record = await (await fetch(`${second.base}/api/v1/imports/${created.id}`, { headers: auth })).json();
    const items = await (await fetch(`${second.base}/api/v1/items?size=1`, { headers: auth })).json();
    expect(['FAILED', 'SUCCEEDED']).toContain(record.status);
    expect(items.page.totalElements).toBe(record.status === 'SUCCEEDED' ? ROWS : 0);
    if (record.status === 'FAILED') expect(record.failureReason).toMatch(/stopped/);
  } finally {
    second.child.kill('SIGTERM');
    await second.exited;
  }
}, 600_000);
