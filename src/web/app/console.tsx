import { Suspense } from 'react';
import { RouterProvider } from 'react-router-dom';
import { authKeys } from '../api/auth';
import type { SetupStatus } from '../api/setup-status';
import { Providers, queryClient } from './providers';
import { router } from './router';

/**
 * The console: its routes, with the query cache, modals and notifications. Loaded apart from the
 * entry (in the `shell` chunk, vite.config.ts): at once at any page but /login, and at /login once
 * the user starts using the form (main.tsx).
 */
export function Console() {
  return (
    <Providers>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </Providers>
  );
}

/**
 * Hands the console the answer to "is first-run setup due?" that the entry had before the console
 * loaded (main.tsx): the session gate and the sign-in and setup pages use it rather than ask again.
 */
export function setSetupStatus(status: SetupStatus) {
  queryClient.setQueryData(authKeys.setup, status);
}
