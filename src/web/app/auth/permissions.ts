import { roleScopes, scopesAllow, type Role } from '../../../contract/scopes';
import { useSession } from './SessionGate';

/** Whether a role's scopes (decisions §5) include `needed`. */
export const roleAllows = (role: Role, needed: string) => scopesAllow(roleScopes[role] ?? [], needed);

/**
 * Whether the signed-in user's role grants `needed` (`<resource>:read|write`), so a page offers
 * only what the service would allow. The service still decides: this only hides what would be
 * refused with 403.
 */
export function useAllowed(needed: string): boolean {
  const state = useSession();
  return state.status === 'signed-in' && roleAllows(state.user.role, needed);
}
