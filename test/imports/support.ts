import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../support/test-app';

/** A multipart/form-data body: the form fields, then the file (as the interface's §2.10 names them). */
export function multipart(fields: Record<string, string>, file?: { content: string | Buffer; name?: string }) {
  const boundary = `----bos${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name ?? 'import.csv'}"\r\nContent-Type: text/csv\r\n\r\n`));
    parts.push(typeof file.content === 'string' ? Buffer.from(file.content) : file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function newImport(t: TestApp, headers: Record<string, string>, companyId: string, importType: string): Promise<{ id: string }> {
  const res = await t.inject({ method: 'POST', url: '/api/v1/imports', headers, payload: { companyId, importType } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export type ProcessOptions = { importType: string; companyId: string; dryRun?: boolean; mode?: string; decimalSeparator?: string; fileName?: string };

export function processFile(t: TestApp, headers: Record<string, string>, id: string, csv: string | Buffer, o: ProcessOptions): Promise<LightMyRequestResponse> {
  const fields: Record<string, string> = { companyId: o.companyId, importType: o.importType };
  if (o.dryRun !== undefined) fields.dryRun = String(o.dryRun);
  if (o.mode) fields.mode = o.mode;
  if (o.decimalSeparator) fields.decimalSeparator = o.decimalSeparator;
  const body = multipart(fields, { content: csv, name: o.fileName });
  return t.inject({ method: 'POST', url: `/api/v1/imports/${id}/process`, headers: { ...headers, 'content-type': body.contentType }, payload: body.payload });
}

/** Creates an import and processes `csv` with it. */
export async function importCsv(t: TestApp, headers: Record<string, string>, csv: string | Buffer, o: ProcessOptions) {
  const { id } = await newImport(t, headers, o.companyId, o.importType);
  return { id, res: await processFile(t, headers, id, csv, o) };
}
