import fs from 'node:fs';
import { beforeAll, describe, expect, test } from 'vitest';
import { roles } from '../../src/contract/resource-manifest';
import { roleScopes, scopesAllow, scopeResources, type Role } from '../../src/contract/scopes';
import { createMember } from '../support/auth-fixtures';
import { bearer } from '../support/fixtures';
import { fillPath, loadOperations, minimalExample, RecordPool, type Operation } from '../support/openapi';
import { useTwoCompanyApp } from '../support/two-companies';

/**
 * The role matrix (issue 29): every protected operation of the OpenAPI document, called by a user
 * of each role in the company, is refused with 403 `forbidden-scope` exactly when the role's scopes
 * (decisions §5, docs/team.md "Roles") do not grant the operation's `x-scope`; and the table in
 * docs/team.md is the one the service applies.
 */

const world = useTwoCompanyApp();
let operations: Operation[];
const pool = new RecordPool();
const tokens = new Map<Role, string>();

beforeAll(async () => {
  operations = (await loadOperations(world.t)).filter((o) => o.protected);
  await pool.fill(world.t, operations, [bearer(world.admin.token)]);
  for (const role of roles) tokens.set(role, role === 'ADMIN' ? world.admin.token : (await createMember(world.t, `${role.toLowerCase()}-matrix@example.com`, role, world.company.id)).token);
});

function requestOf(operation: Operation, token: string) {
  const query = new URLSearchParams();
  for (const parameter of operation.parameters.filter((p) => p.in === 'query' && p.required)) {
    query.set(parameter.name, String(parameter.example ?? minimalExample(parameter.schema, parameter.name, pool)));
  }
  const path = fillPath(operation.path, (parameter) => (parameter === 'file' ? 'ITEM.csv' : pool.idsFor(parameter === 'id' ? operation.resource : parameter)[0]));
  const body = operation.body ? minimalExample(operation.body, '', pool) : undefined;
  return {
    method: operation.method, url: `${path}${query.size > 0 ? `?${query}` : ''}`, headers: bearer(token),
    ...(body === undefined || operation.form ? {} : { payload: body as object }),
  };
}

describe('the role matrix', () => {
  test('every protected operation of the document names the scope it needs', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.filter((o) => !o.scope || !/^[a-z-]+:(read|write)$/.test(o.scope)).map((o) => o.label)).toEqual([]);
  });

  // the writes of the roles that may not change much go first, the admin's last
  test.each(['VIEWER', 'INVENTORY', 'SALES', 'ACCOUNTANT', 'ADMIN'] as Role[])('%s: 403 forbidden-scope exactly where its scopes do not reach', async (role) => {
    const wrong: string[] = [];
    for (const operation of operations) {
      const allowed = scopesAllow(roleScopes[role], operation.scope!);
      const res = await world.t.inject(requestOf(operation, tokens.get(role)!));
      // refused for the operation's own scope (a key asked to hold more than its user is another refusal)
      const problem = res.statusCode === 403 ? (res.json() as { code: string; detail: string }) : undefined;
      const refused = problem?.code === 'forbidden-scope' && problem.detail === `This request needs the scope ${operation.scope}.`;
      if (res.statusCode >= 500 || allowed === refused) wrong.push(`${operation.label} (${operation.scope}): ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('the documented table', () => {
  test('docs/team.md lists, for every resource, what each role may do, as the service applies it', () => {
    const doc = fs.readFileSync(new URL('../../docs/team.md', import.meta.url), 'utf8');
    const table = doc.slice(doc.indexOf('| Resource |'));
    const rows = new Map(table.split('\n').filter((line) => /^\| `[a-z-]+` \|/.test(line)).map((line) => {
      const cells = line.split('|').slice(1, -1).map((c) => c.trim());
      return [cells[0].replaceAll('`', ''), cells.slice(1)] as const;
    }));
    const header = table.split('\n')[0].split('|').slice(2, -1).map((c) => c.trim());
    expect(header).toEqual([...roles]);
    expect([...rows.keys()].sort()).toEqual([...scopeResources].sort());
    const said = (access: string) => (access === 'write' ? ['read', 'write'] : access === 'read' ? ['read'] : []);
    for (const [resource, cells] of rows) {
      roles.forEach((role, i) => {
        const granted = ['read', 'write'].filter((a) => scopesAllow(roleScopes[role], `${resource}:${a}`));
        expect(granted, `${resource} for ${role}`).toEqual(said(cells[i]));
      });
    }
  });
});
