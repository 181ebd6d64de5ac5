import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/connection';
import { documentTypes, SCHEMA_FILE } from './codegen';

/**
 * `npm run client:generate`: builds the service in this process on a throwaway in-memory
 * database, reads the OpenAPI document it serves (GET /api/v1/openapi.json) and writes the
 * client's types to schema.ts. No running service is needed.
 */
const database = await openDatabase({ kind: 'pglite' });
const app = await buildApp({
  database,
  config: { jwtSecret: crypto.randomBytes(32).toString('hex'), logLevel: 'silent', trustProxy: false, secureCookies: false, passwordHashCost: 17 },
});
try {
  const res = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/v1/openapi.json: ${res.statusCode} ${res.body}`);
  fs.writeFileSync(SCHEMA_FILE, await documentTypes(res.json()));
  console.log(`wrote ${path.relative(process.cwd(), SCHEMA_FILE)}`);
} finally {
  await app.close();
  await database.close();
}
