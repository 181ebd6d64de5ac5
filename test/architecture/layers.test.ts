import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { checkImportRules, describeViolation, importCircles, importSpecifiers, readSourceTree, type SourceFiles } from './import-rules';

const root = path.resolve(import.meta.dirname, '../..');

test('the import graph of src keeps the layering rules of architecture.md (no server layer imports one above it)', () => {
  const files = readSourceTree(root);
  expect(files.size).toBeGreaterThan(100);
  expect(checkImportRules(files).map(describeViolation)).toEqual([]);
});

test('no circles in the import graph of src: no module reaches back to one that imports it, not even for a type', () => {
  expect(importCircles(readSourceTree(root))).toEqual([]);
});

describe('the checker reports planted violations', () => {
  /** A small tree that keeps every rule; each test breaks one. */
  const cleanTree = (): SourceFiles => new Map([
    ['src/contract/customers.ts', "import { z } from 'zod';\nexport const customer = z.object({});"],
    ['src/web/api/customers.ts', "import { customer } from '../../contract/customers';"],
    ['src/server/db/schema/index.ts', "export * from './core';"],
    ['src/server/db/schema/core.ts', "import { pgTable } from 'drizzle-orm/pg-core';"],
    ['src/server/http/problem.ts', "import type { FastifyReply } from 'fastify';"],
    ['src/server/base/principal.ts', "import { fail } from './errors';"],
    ['src/server/base/errors.ts', 'export class DomainError extends Error {}'],
    ['src/server/auth/sessions.ts', "import type { Principal } from '../base/principal';\nimport { problems } from '../http/problem';"],
    ['src/server/domain/ledger/accounts.ts', "import { fail } from '../../base/errors';"],
    ['src/server/domain/customers.ts', [
      "import { eq } from 'drizzle-orm';",
      "import { customers } from '../db/schema';",
      "import type { Principal } from '../base/principal';",
      "// import { problems } from '../http/problem'; (a comment is no import)",
    ].join('\n')],
    ['src/server/routes/customers.ts', [
      "import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';",
      "import { createCustomer } from '../domain/customers';",
    ].join('\n')],
  ]);
  const violations = (tree: SourceFiles) => checkImportRules(tree).map(describeViolation);

  test('the clean tree passes', () => {
    expect(violations(cleanTree())).toEqual([]);
  });

  test.each([
    ['contract -> server', 'src/contract/customers.ts', "import { newId } from '../server/db/ids';", 'src/contract/customers.ts imports src/server/db/ids'],
    ['web -> server (dynamic import)', 'src/web/api/customers.ts', "const m = await import('../../server/domain/customers');", 'src/web/api/customers.ts imports src/server/domain/customers.ts'],
    ['domain -> http', 'src/server/domain/customers.ts', "import {\n  problems,\n} from '../http/problem';", 'src/server/domain/customers.ts imports src/server/http/problem.ts'],
    ['domain -> fastify', 'src/server/domain/customers.ts', "import type { FastifyRequest } from 'fastify';", 'src/server/domain/customers.ts imports fastify'],
    ['domain -> routes (re-export)', 'src/server/domain/customers.ts', "export { customerRoutes } from '../routes/customers';", 'src/server/domain/customers.ts imports src/server/routes/customers.ts'],
    ['routes -> db/schema', 'src/server/routes/customers.ts', "import { customers } from '../db/schema';", 'src/server/routes/customers.ts imports src/server/db/schema/index.ts'],
    ['routes -> a schema file', 'src/server/routes/customers.ts', "import { customers } from '../db/schema/core';", 'src/server/routes/customers.ts imports src/server/db/schema/core.ts'],
    ['routes -> drizzle', 'src/server/routes/customers.ts', "import { eq } from 'drizzle-orm';", 'src/server/routes/customers.ts imports drizzle-orm'],
    ['db -> domain (back up a layer)', 'src/server/db/schema/core.ts', "import { fail } from '../../domain/ledger/accounts';", 'src/server/db/schema/core.ts imports src/server/domain/ledger/accounts.ts'],
    ['auth -> domain', 'src/server/auth/sessions.ts', "import { fail } from '../domain/ledger/accounts';", 'src/server/auth/sessions.ts imports src/server/domain/ledger/accounts.ts'],
    ['http -> auth', 'src/server/http/problem.ts', "import { x } from '../auth/sessions';", 'src/server/http/problem.ts imports src/server/auth/sessions.ts'],
    ['base -> db', 'src/server/base/errors.ts', "import { newId } from '../db/ids';", 'src/server/base/errors.ts imports src/server/db/ids'],
    ['an engine -> the posting pipeline', 'src/server/domain/ledger/accounts.ts', "import { postDocument } from '../posting/pipeline';", 'src/server/domain/ledger/accounts.ts imports src/server/domain/posting/pipeline'],
    ['domain -> routes through a folder', 'src/server/domain/ledger/accounts.ts', "import { r } from '../../routes/customers';", 'src/server/domain/ledger/accounts.ts imports src/server/routes/customers.ts'],
  ])('%s', (_name, file, line, expected) => {
    const tree = cleanTree();
    tree.set(file, `${tree.get(file)}\n${line}`);
    const found = violations(tree);
    // one import may break two rules (domain -> routes is both "up a layer" and "HTTP"); each names it
    expect(found.length).toBeGreaterThan(0);
    for (const violation of found) expect(violation).toContain(expected);
  });

  test('domain reaching http through another module is reported with the chain', () => {
    const tree = cleanTree();
    tree.set('src/server/domain/customers.ts', `${tree.get('src/server/domain/customers.ts')}\nimport { s } from '../auth/sessions';`);
    expect(violations(tree)).toEqual([
      expect.stringContaining('src/server/domain/customers.ts imports src/server/http/problem.ts (through src/server/auth/sessions.ts)'),
    ]);
  });

  test('import specifiers are read from every form', () => {
    expect(importSpecifiers([
      "import a from 'a';", "import type { B } from './b';", "import './c.css';", "export * from './d';",
      "export { e } from './e';", "const f = import('./f');", "import {\n  g,\n  h,\n} from './gh';",
    ].join('\n'))).toEqual(['a', './b', './d', './e', './gh', './c.css', './f']);
  });

  test('a circle of imports is found, a type import closing it too; a chain without one is not', () => {
    const tree = cleanTree();
    expect(importCircles(tree)).toEqual([]);
    tree.set('src/server/base/errors.ts', `${tree.get('src/server/base/errors.ts')}\nimport type { Principal } from './principal';`);
    expect(importCircles(tree)).toEqual([['src/server/base/errors.ts', 'src/server/base/principal.ts']]);
    tree.set('src/server/db/schema/core.ts', `${tree.get('src/server/db/schema/core.ts')}\nexport * from './index';`);
    expect(importCircles(tree)).toEqual([['src/server/base/errors.ts', 'src/server/base/principal.ts'], ['src/server/db/schema/core.ts', 'src/server/db/schema/index.ts']]);
  });
});
