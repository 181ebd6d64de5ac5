import { z } from 'zod';
import { roles, type Role } from './resource-manifest';
import { scopeResources } from './resources';

export { roleScopes, scopeResources, type ScopeResource } from './resources';

export const allScopes = ['*', ...scopeResources.flatMap((r) => [`${r}:read`, `${r}:write`])] as string[];

/** An enum, so the OpenAPI document lists the scopes. */
export const scope = z.enum(allScopes as [string, ...string[]], { error: 'unknown scope; use * or <resource>:read / <resource>:write' });

export const role = z.enum(roles);
export { roles, type Role };

/** Whether a set of granted scopes allows `needed` (`<resource>:read|write`). */
export function scopesAllow(granted: readonly string[], needed: string): boolean {
  if (granted.includes('*') || granted.includes(needed)) return true;
  const [resource, access] = needed.split(':');
  return access === 'read' && granted.includes(`${resource}:write`);
}
