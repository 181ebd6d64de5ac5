import { Suspense } from 'react';
import { RouterProvider } from 'react-router-dom';
import { authKeys } from '../api/auth';
import { Providers, queryClient } from './providers';
import { router } from './router';

export { firstPageLoading } from './router';

/**
 * The console: its routes, with the query cache, modals and notifications. A chunk of its own,
 * loaded at once at any page but /login, and at /login once the user starts using the form
 * (main.tsx).
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

/** What the sign-in page learnt already, so the console does not ask again. */
export function setKnownSetupStatus(setupRequired: boolean) {
  queryClient.setQueryData(authKeys.setup, { setupRequired });
}
