import { describe, expect, test } from 'vitest';
import { roleScopes, roles, type Role } from '../../src/contract/scopes';
import { principalAllows } from '../../src/server/base/principal';
import { roleAllows } from '../../src/web/app/auth/permissions';
import { offeredActions } from '../../src/web/features/purchase-orders/actions';

const open = { status: 'TO_RECEIVE_AND_BILL', receivedPercent: 0, billedPercent: 0 } as const;
const as = (role: Role) => (scope: string) => roleAllows(role, scope);

describe('what the purchase order page offers, by role', () => {
  test('an admin: receive goods, create bill and the status actions', () => {
    expect(offeredActions(open, as('ADMIN'))).toEqual({ receive: true, bill: true, status: ['hold', 'close', 'cancel'], withheld: [] });
  });

  test('an accountant (bills:write, purchase-orders:read): a bill, no receipt, no status action, and says so', () => {
    expect(offeredActions(open, as('ACCOUNTANT'))).toEqual({ receive: false, bill: true, status: [], withheld: ['receive goods', 'change the order\'s status'] });
  });

  test('an inventory clerk (purchase-orders:write, bills:read): receive and the status actions, no bill', () => {
    expect(offeredActions(open, as('INVENTORY'))).toEqual({ receive: true, bill: false, status: ['hold', 'close', 'cancel'], withheld: ['create bills'] });
  });

  test('a viewer: nothing; sales: nothing', () => {
    for (const role of ['VIEWER', 'SALES'] as const) {
      expect(offeredActions(open, as(role))).toMatchObject({ receive: false, bill: false, status: [], withheld: ['receive goods', 'create bills', 'change the order\'s status'] });
    }
  });

  test('what the status does not allow is neither offered nor said to be withheld', () => {
    expect(offeredActions({ status: 'TO_BILL', receivedPercent: 100, billedPercent: 0 }, as('ACCOUNTANT'))).toMatchObject({ receive: false, bill: true, withheld: ['change the order\'s status'] });
    expect(offeredActions({ status: 'COMPLETED', receivedPercent: 100, billedPercent: 100 }, as('VIEWER'))).toEqual({ receive: false, bill: false, status: [], withheld: [] });
  });

  test('the console\'s rule is the service\'s: the same answer for every role and scope', () => {
    for (const role of roles) {
      for (const scope of ['bills:write', 'bills:read', 'purchase-orders:write', 'purchase-orders:read']) {
        expect(roleAllows(role, scope), `${role} ${scope}`).toBe(principalAllows({ kind: 'session', userId: 'u', name: 'u', role, companyIds: [], defaultCompanyId: null }, scope));
      }
    }
    expect(roleAllows(undefined, 'bills:read')).toBe(false);
    expect(roleScopes.ACCOUNTANT).toContain('bills:write');
  });
});
