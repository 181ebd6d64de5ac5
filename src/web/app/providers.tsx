import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { DeferredOverlays } from './deferred-overlays';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Problems the user must act on are not retried; network blips and 5xx are, twice.
      retry: (count, error) => count < 2 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
    },
  },
});

/** What the console's pages share beyond the theme (app/theme.tsx): the query cache, modals and notifications. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <DeferredOverlays />
      {children}
    </QueryClientProvider>
  );
}
