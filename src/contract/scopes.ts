import { z } from 'zod';

/** Resources as URL segments; each has a `:read` and a `:write` scope (write implies read). */
export const scopeResources = [
  'accounts',
  'accounting-periods',
  'journal-templates',
  'journal-entries',
  'fiscal-years',
  'reports',
  'invoices',
  'sales-orders',
  'purchase-orders',
  'bills',
  'items',
  'item-prices',
  'stock-entries',
  'suppliers',
  'customers',
  'companies',
  'currencies',
  'payments',
  'charges',
  'imports',
  'api-keys',
  'users',
] as const;
export type ScopeResource = (typeof scopeResources)[number];

export const allScopes = ['*', ...scopeResources.flatMap((r) => [`${r}:read`, `${r}:write`])] as string[];

/** An enum, so the OpenAPI document lists the scopes. */
export const scope = z.enum(allScopes as [string, ...string[]], { error: 'unknown scope; use * or <resource>:read / <resource>:write' });

export const roles = ['ADMIN', 'ACCOUNTANT', 'SALES', 'INVENTORY', 'VIEWER'] as const;
export const role = z.enum(roles);
export type Role = (typeof roles)[number];

const readWrite = (...resources: ScopeResource[]) => resources.flatMap((r) => [`${r}:read`, `${r}:write`]);
const common = ['companies:read', 'currencies:read', 'customers:read', 'suppliers:read', 'items:read', 'api-keys:write'];

/** The scopes each role grants (decisions §5). */
export const roleScopes: Record<Role, string[]> = {
  ADMIN: ['*'],
  ACCOUNTANT: [
    ...common,
    ...readWrite('accounts', 'accounting-periods', 'journal-templates', 'journal-entries', 'fiscal-years', 'reports',
      'invoices', 'payments', 'charges', 'customers', 'suppliers', 'imports', 'bills'),
    'purchase-orders:read',
  ],
  SALES: [...common, ...readWrite('sales-orders', 'invoices', 'customers', 'items', 'item-prices', 'imports'), 'charges:read'],
  INVENTORY: [...common, ...readWrite('items', 'item-prices', 'stock-entries', 'purchase-orders', 'suppliers', 'imports'), 'bills:read'],
  VIEWER: [...scopeResources.filter((r) => r !== 'users').map((r) => `${r}:read`)],
};

/** Whether a set of granted scopes allows `needed` (`<resource>:read|write`). */
export function scopesAllow(granted: readonly string[], needed: string): boolean {
  if (granted.includes('*') || granted.includes(needed)) return true;
  const [resource, access] = needed.split(':');
  return access === 'read' && granted.includes(`${resource}:write`);
}
