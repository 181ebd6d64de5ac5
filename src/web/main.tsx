import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Alert, Button, Center, Stack } from '@mantine/core';
import './critical-styles';
import { apiRequest } from './api/client';
import { session } from './api/session';
import { safeNext } from './app/auth/safe-next';
import { SignInForm } from './app/auth/SignInForm';
import { ThemeProvider } from './app/theme';

// Opened at /login (the first screen of most visits), the entry shows the sign-in form by itself:
// the router, the query cache and the console's code (app/console.tsx) download once the user
// starts using the form, and the console takes over where they were headed once signed in. Opened
// at any other page, the console loads at once.
const root = createRoot(document.getElementById('root')!);
const show = (content: ReactNode) =>
  root.render(
    <StrictMode>
      <ThemeProvider>{content}</ThemeProvider>
    </StrictMode>,
  );

let consoleLoading: Promise<typeof import('./app/console')> | undefined;
const loadConsole = () => (consoleLoading ??= import('./app/console'));

/** Shows the console at the current address; `knownSetup` is what sign-in found out already. */
async function openConsole(options: { knownSetup?: boolean; waitForFirstPage?: boolean } = {}) {
  const module = await loadConsole();
  if (options.knownSetup !== undefined) module.setKnownSetupStatus(options.knownSetup);
  // from the sign-in form: it stays until the shell can replace it, as a navigation would keep it
  if (options.waitForFirstPage) await module.firstPageLoading;
  show(<module.Console />);
}

function ConsoleUnavailable() {
  return (
    <Center mih="100vh" p="md">
      <Stack maw={480}>
        <Alert color="red" role="alert" title="The console could not be loaded">Check your connection and try again.</Alert>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}

if (window.location.pathname === '/login') {
  const params = new URLSearchParams(window.location.search);
  let setupRequired: boolean | undefined;
  show(
    <SignInForm
      expired={!!params.get('expired')}
      onFirstUse={() => void loadConsole().catch(() => undefined)}
      onSignedIn={() => {
        window.history.replaceState(null, '', safeNext(params.get('next')));
        return openConsole({ knownSetup: setupRequired, waitForFirstPage: true });
      }}
    />,
  );
  // Nobody has signed in yet: the console's setup page instead.
  apiRequest<{ setupRequired: boolean }>('GET', '/auth/setup', { authenticated: false }).then(
    (status) => {
      setupRequired = status.setupRequired;
      if (!status.setupRequired) return;
      window.history.replaceState(null, '', '/setup');
      return openConsole({ knownSetup: true });
    },
    () => undefined, // the form works without it; the console asks again
  ).catch(() => show(<ConsoleUnavailable />));
} else {
  // The session resumes while the console downloads, not once it has rendered (RequireSession
  // asks for the same refresh, and gets this one).
  if (window.location.pathname !== '/setup') void session.refresh().then((ok) => ok || session.expire());
  openConsole().catch(() => show(<ConsoleUnavailable />));
}
