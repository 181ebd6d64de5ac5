import path from 'node:path';
import { expect, test } from 'vitest';
import { filesOf, testFiles, tierOf } from '../support/tiers';
import { checkImportRules, describeViolation, readSourceTree } from './import-rules';

const root = path.resolve(import.meta.dirname, '../..');

test('the tiers by folder and name: unit, slow, isolated, and the API suite for the rest', () => {
  expect(tierOf('test/web/csv.test.ts')).toBe('unit');
  expect(tierOf('test/domain/charge-quote.property.test.ts')).toBe('unit');
  expect(tierOf('test/architecture/layers.test.ts')).toBe('unit');
  expect(tierOf('test/core/ids.unit.test.ts')).toBe('unit');
  expect(tierOf('test/process/cli-and-service.test.ts')).toBe('slow');
  expect(tierOf('test/conformance/openapi-fuzz.test.ts')).toBe('slow');
  expect(tierOf('test/conformance/openapi-gateway.test.ts')).toBe('slow');
  expect(tierOf('test/sales/sales.property.test.ts')).toBe('slow');
  expect(tierOf('test/core/serializer.isolated.test.ts')).toBe('isolated');
  expect(tierOf('test/auth.test.ts')).toBe('api');
  expect(tierOf('test/core/ids.test.ts')).toBe('api');
  const all = testFiles(root);
  expect(all.length).toBeGreaterThan(80);
  expect([...filesOf(root, 'unit'), ...filesOf(root, 'slow'), ...filesOf(root, 'isolated'), ...filesOf(root, 'api')].sort()).toEqual(all);
});

// vi.mock replaces a module for the modules loaded after it: in every project but the isolated
// ones, whose files share their worker's modules, an earlier file has already loaded the real one.
test('a file that mocks a module is in the tier that gives it modules of its own', () => {
  const files = readSourceTree(root, 'test');
  const mocking = [...files].filter(([file, source]) => file.endsWith('.test.ts') && /\bvi\.mock\(/.test(source)).map(([file]) => file);
  expect(mocking.length).toBeGreaterThan(0);
  expect(mocking.filter((file) => tierOf(file) !== 'isolated')).toEqual([]);
});

/**
 * The unit tier runs without the migrated template (and once, not once per database): its files
 * must not reach the test app or a database driver, through test/ modules either.
 */
const OPENS_A_DATABASE = /\b(openDatabase|createTestDatabase|createTestApp|buildTestApp)\s*\(|new PGlite\b/;

function unitTierProblems(unit: string[], files: Map<string, string>): string[] {
  const violations = checkImportRules(files, [{
    name: 'the unit tier opens no database (test/support/tiers.ts)',
    from: new RegExp(`^(${unit.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`),
    forbiddenFiles: /^test\/support\/(test-app|global-setup|fixtures|accounting-fixtures|auth-fixtures|two-companies|conformance|openapi)(\.ts)?$|^test\/imports\/support(\.ts)?$/,
    forbiddenPackages: /^(@electric-sql\/pglite|pg)(\/|$)/,
    transitive: true,
  }]).map(describeViolation);
  const opening = unit.filter((file) => OPENS_A_DATABASE.test(files.get(file) ?? ''));
  return [...violations, ...opening.map((file) => `${file} opens a database`)];
}

test('no file of the unit tier opens a database', () => {
  // this file's own examples below are strings, not imports
  const self = 'test/architecture/test-tiers.test.ts';
  const files = readSourceTree(root, 'test');
  files.delete(self);
  expect(unitTierProblems(filesOf(root, 'unit').filter((file) => file !== self), files)).toEqual([]);
});

test('the check catches a unit file that reaches the test app, through a helper too, or opens PGlite itself', () => {
  const files = new Map([
    ['test/web/a.test.ts', "import { helper } from './helper';"],
    ['test/web/helper.ts', "import { createTestApp } from '../support/test-app';"],
    ['test/web/b.test.ts', "import { PGlite } from '@electric-sql/pglite';\nconst db = new PGlite();"],
    ['test/support/test-app.ts', ''],
  ]);
  expect(unitTierProblems(['test/web/a.test.ts', 'test/web/b.test.ts'], files)).toEqual([
    expect.stringContaining('test/web/a.test.ts imports test/support/test-app.ts (through test/web/helper.ts)'),
    expect.stringContaining('test/web/b.test.ts imports @electric-sql/pglite'),
    'test/web/b.test.ts opens a database',
  ]);
});
