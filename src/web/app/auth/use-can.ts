import { roleScopes, scopesAllow } from '../../../contract/scopes';
import { useSession } from './SessionGate';

/** Whether the signed-in user's role grants `scope` (`invoices:write`): the console offers only what the service would allow. */
export function useCan(scope: string): boolean {
  const state = useSession();
  return state.status === 'signed-in' && scopesAllow(roleScopes[state.user.role], scope);
}
