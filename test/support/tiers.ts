import fs from 'node:fs';
import path from 'node:path';

/**
 * The test tiers, by where a file is and what it is called (paths relative to the repository,
 * with `/`):
 * - unit: never opens a database: everything under test/web, test/domain and test/architecture,
 *   and any `*.unit.test.ts`. Runs once, in a project without the migrated template
 *   (`npm run test:unit`); test/architecture/test-tiers.test.ts checks what they import, and
 *   createTestDatabase throws there.
 * - slow: the processes under test/process, the OpenAPI fuzz test, the contract gateway test
 *   (Prism) and the property tests on the database (`*.property.test.ts` outside the unit
 *   folders): projects `slow` and `slow-postgres`.
 * - isolated: API files that need modules of their own (`*.isolated.test.ts`): a file that
 *   replaces a module with `vi.mock`, which does not reach modules an earlier file loaded, or
 *   that counts on a process-wide cache starting empty: projects `isolated` and
 *   `isolated-postgres`, which give every file its own process.
 * - api: every other `*.test.ts` under test: projects `pglite` and `postgres`.
 *
 * The files of every tier but `isolated` share their worker's modules (loading the service's
 * modules again for every file was a third of the suite's time), so only an isolated file may
 * call `vi.mock` (test/architecture/test-tiers.test.ts).
 */
export type Tier = 'unit' | 'slow' | 'isolated' | 'api';

export const UNIT_FOLDERS = ['test/web/', 'test/domain/', 'test/architecture/'];
const SLOW_FOLDERS = ['test/process/'];
const SLOW_FILES = ['test/conformance/openapi-fuzz.test.ts', 'test/conformance/openapi-gateway.test.ts'];

export function tierOf(file: string): Tier {
  if (UNIT_FOLDERS.some((folder) => file.startsWith(folder)) || file.endsWith('.unit.test.ts')) return 'unit';
  if (SLOW_FOLDERS.some((folder) => file.startsWith(folder)) || SLOW_FILES.includes(file) || file.endsWith('.property.test.ts')) return 'slow';
  if (file.endsWith('.isolated.test.ts')) return 'isolated';
  return 'api';
}

/** Every test file under test/, relative to `root`. */
export function testFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.test.ts')) found.push(file);
    }
  };
  walk('test');
  return found.sort();
}

/** The files of one tier, for a project's `include`. */
export const filesOf = (root: string, tier: Tier) => testFiles(root).filter((file) => tierOf(file) === tier);
