import { roleScopes, scopesAllow } from '../../../contract/scopes';
import { useSession } from './SessionGate';

/**
 * Whether the signed-in user's role grants `needed` (`<resource>:read|write`), so a page offers
 * only what the service would allow. The service still decides: this only hides what would be
 * refused with 403.
 */
export function useAllowed(needed: string): boolean {
  const state = useSession();
  return state.status === 'signed-in' && scopesAllow(roleScopes[state.user.role] ?? [], needed);
}
