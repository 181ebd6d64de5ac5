import { useMutation, useQuery } from '@tanstack/react-query';
import type { Session, SetupRequest } from '../../contract/auth';
import { apiRequest } from './client';
import { session } from './session';

export const authKeys = { setup: ['auth', 'setup'] as const };

export function useSetupStatus() {
  return useQuery({
    queryKey: authKeys.setup,
    queryFn: () => apiRequest<{ setupRequired: boolean }>('GET', '/auth/setup', { authenticated: false }),
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
