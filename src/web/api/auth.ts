import { useMutation, useQuery } from '@tanstack/react-query';
import type { Session, SetupRequest } from '../../contract/auth';
import { apiRequest } from './client';
import { session } from './session';
import { fetchSetupStatus } from './setup-status';

export const authKeys = { setup: ['auth', 'setup'] as const };

export function useSetupStatus() {
  return useQuery({
    queryKey: authKeys.setup,
    queryFn: fetchSetupStatus,
    staleTime: Infinity,
  });
}

export function useSetup() {
  return useMutation({
    mutationFn: (input: SetupRequest) => apiRequest<Session>('POST', '/auth/setup', { body: input, authenticated: false }),
    onSuccess: (value) => session.start(value),
  });
}

export async function logout() {
  await apiRequest('POST', '/auth/logout', { authenticated: false }).catch(() => undefined);
  session.end();
}
