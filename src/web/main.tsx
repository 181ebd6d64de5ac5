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

/** Whether first-run setup is due: asked once, here, and handed to the console. */
const askSetupStatus = () => {
  const status = fetchSetupStatus();
  status.catch(() => undefined); // the console asks again (console.tsx)
  return status;
};

/**
 * Shows the console at the current address once it and what that address shows first (the shell,
 * the dashboard) have downloaded: until then the sign-in form or the session loader stays, as the
 * current page stays on a navigation, rather than a blank screen while the shell loads.
 */
async function openConsole(setupStatus: Promise<SetupStatus>) {
  const [module] = await Promise.all([loadConsole(), preloadFirstPage()]);
  module.primeSetupStatus(setupStatus);
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
  setupStatus
    .then((status) => {
      if (!status.setupRequired) return;
      window.history.replaceState(null, '', '/setup');
      return openConsole(setupStatus).catch(() => show(<ConsoleUnavailable />));
    })
    .catch(() => undefined); // the form works without it
} else {
  // RequireSession asks for this same refresh, and gets this one; it shows the same loader.
  if (window.location.pathname !== '/setup') {
    void session.refresh().then((ok) => ok || session.expire());
    show(<SessionLoading />);
  }
  openConsole(askSetupStatus()).catch(() => show(<ConsoleUnavailable />));
}
