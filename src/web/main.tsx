import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Alert, Button, Center, Stack } from '@mantine/core';
import './critical-styles';
import { session } from './api/session';
import { fetchSetupStatus, type SetupStatus } from './api/setup-status';
import { safeNext } from './app/auth/safe-next';
import { SessionLoading } from './app/auth/SessionLoading';
import { SignInForm } from './app/auth/SignInForm';
import { preloadFirstPage } from './app/first-page';
import { ThemeProvider } from './app/theme';

// Opened at /login (the first screen of most visits), the entry shows the sign-in form by itself:
// the router, the query cache and the console's code (app/console.tsx) download once the user
// starts using the form, and the console takes over where they were headed once signed in. Opened
// at any other page, the console, the shell and the page download at once, side by side, while
// the session resumes (app/first-page.ts).
const root = createRoot(document.getElementById('root')!);
const show = (content: ReactNode) =>
  root.render(
    <StrictMode>
      <ThemeProvider>{content}</ThemeProvider>
    </StrictMode>,
  );

let consoleLoading: Promise<typeof import('./app/console')> | undefined;
const loadConsole = () => (consoleLoading ??= import('./app/console'));

/** Whether first-run setup is due: asked once, here, and handed to the console (undefined if the request failed: the console asks again). */
const askSetupStatus = (): Promise<SetupStatus | undefined> => fetchSetupStatus().catch(() => undefined);

/**
 * Shows the console at the current address once it and what that address shows first (the shell,
 * the dashboard) have downloaded, and the session and the setup status are known: until then the
 * sign-in form or the session loader stays, as the current page stays on a navigation, rather than
 * a blank screen while the shell loads. The console then renders with nothing changing under it
 * (a store changing mid-render would make React start over in one long task).
 */
async function openConsole(setupStatus: Promise<SetupStatus | undefined>, sessionKnown: Promise<unknown> = Promise.resolve()) {
  const [module, status] = await Promise.all([loadConsole(), setupStatus, preloadFirstPage(), sessionKnown]);
  if (status) module.setSetupStatus(status);
  // a transition: React renders the console in slices, yielding to the browser between them,
  // rather than in one long task (the loader or the form stays until it is done)
  startTransition(() => show(<module.Console />));
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
  const setupStatus = askSetupStatus();
  show(
    <SignInForm
      expired={!!params.get('expired')}
      onFirstUse={() => void loadConsole().catch(() => undefined)}
      onSignedIn={() => {
        window.history.replaceState(null, '', safeNext(params.get('next')));
        return openConsole(setupStatus);
      }}
    />,
  );
  // Nobody has signed in yet: the console's setup page instead.
  void setupStatus.then((status) => {
    if (!status?.setupRequired) return;
    window.history.replaceState(null, '', '/setup');
    return openConsole(setupStatus).catch(() => show(<ConsoleUnavailable />));
  });
} else {
  // The session resumes while the console downloads (RequireSession would ask for the same
  // refresh, and shows the same loader).
  let sessionKnown: Promise<unknown> | undefined;
  if (window.location.pathname !== '/setup') {
    sessionKnown = session.refresh().then((ok) => ok || session.expire());
    show(<SessionLoading />);
  }
  openConsole(askSetupStatus(), sessionKnown).catch(() => show(<ConsoleUnavailable />));
}
