import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { heavyOrders, pdfLoad, quantile } from '../support/pdf-load';
import { startService } from '../support/service-process';
import { testDbKind, testPasswordHashEnv } from '../support/test-app';

const children = new Set<ChildProcess>();
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

// The service as `npm start` runs it: its render workers load the TypeScript renderer the way it does.
describe.skipIf(testDbKind !== 'pglite')('sales-order PDFs in worker threads', () => {
  test('while four of the heaviest PDFs render, /healthz keeps answering; all four arrive', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bos-pdf-'));
    const service = await startService({ BOS_DATA_DIR: dataDir, ...testPasswordHashEnv }, children, 1800);
    try {
      const result = await pdfLoad(service.base, await heavyOrders(service.base));
      expect(result.statuses).toEqual([200, 200, 200, 200]);
      expect(result.contentTypes).toEqual(Array(4).fill('application/pdf'));
      // Rendered on the event loop, the first PDF held /healthz up for its whole render (and
      // the next ones for theirs): here it is answered many times before the first PDF arrives.
      const firstPdf = Math.min(...result.pdfMs);
      expect(result.healthz.filter((h) => h.at < firstPdf).length).toBeGreaterThanOrEqual(10);
      const ms = result.healthz.map((h) => h.ms);
      console.log(`/healthz during four heavy PDFs: ${ms.length} answers, p50 ${quantile(ms, 0.5).toFixed(1)} ms, p99 ${quantile(ms, 0.99).toFixed(1)} ms, max ${Math.max(...ms).toFixed(1)} ms; PDFs after ${result.pdfMs.map((t) => Math.round(t)).join(', ')} ms`);
    } finally {
      service.child.kill('SIGTERM');
      await service.exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 480_000);
});
