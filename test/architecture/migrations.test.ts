import fs from 'node:fs';
import path from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { expect, test } from 'vitest';
import { migrationsFolder } from '../../src/server/db/connection';
import * as schema from '../../src/server/db/schema';

type Journal = { entries: { idx: number; tag: string }[] };

/** The snapshot drizzle-kit wrote with the newest committed migration: what the migrations build. */
function lastSnapshot() {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;
  const last = journal.entries.at(-1)!;
  const file = path.join(migrationsFolder, `meta/${String(last.idx).padStart(4, '0')}_snapshot.json`);
  return { tag: last.tag, snapshot: JSON.parse(fs.readFileSync(file, 'utf8')) };
}

/**
 * What `npm run db:generate` would write now: empty when the schema files and the committed
 * migrations agree. A table or column added to the schema without its migration fails here.
 */
test('the schema and the committed migrations agree (db:generate has nothing to write)', async () => {
  const { tag, snapshot } = lastSnapshot();
  const current = generateDrizzleJson(schema, snapshot.id);
  const pending = await generateMigration(snapshot, current);
  expect(pending, `the schema differs from migrations up to ${tag}: run npm run db:generate and commit the migration`).toEqual([]);
});
