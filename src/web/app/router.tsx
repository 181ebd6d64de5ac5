import { lazy } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { features } from '../features';
import LoginPage from './auth/LoginPage';
import { RequireSession } from './auth/SessionGate';
import { CurrentCompanyProvider } from './current-company';
import { RouteError } from './pages/RouteError';
import { allNavItems } from './navigation';
import { withFullStyles } from './routes';

// Every other page is its own chunk: sign-in and the shell load without any page's code, sign-in
// without the shell's (navigation, tables, dates, the palette) or its styles. The sign-in page
// itself (a few KiB) is in the entry: it is the first screen of most visits, and a lazy chunk
// would add a round trip before the form shows.
// The shell brings only the styles it and the dashboard use; the other pages bring Mantine's full
// sheet (routes.tsx), so the shell's first render does not wait for it.
const loadShell = () => Promise.all([import('../shell-styles'), import('./layout/ShellLayout')]).then(([, module]) => module);
// Opened at a signed-in page: the shell downloads while the session resumes, not after.
const shellLoading = ['/login', '/setup'].includes(window.location.pathname) ? undefined : loadShell();
shellLoading?.catch(() => undefined); // a failure shows when the shell renders (RouteError)
const ShellLayout = lazy(() => shellLoading ?? loadShell());
const SetupPage = lazy(withFullStyles(() => import('./auth/SetupPage')));
const loadDashboard = () => import('./pages/DashboardPage');
// Opened at the dashboard: it downloads beside the shell, not once the shell has rendered.
const dashboardLoading = window.location.pathname === '/' ? loadDashboard() : undefined;
dashboardLoading?.catch(() => undefined);
const DashboardPage = lazy(() => dashboardLoading ?? loadDashboard());
/** Settles once what the page opened at needs first has downloaded (main.tsx waits for it after sign-in). */
export const firstPageLoading: Promise<void> = Promise.all([shellLoading, dashboardLoading]).then(
  () => undefined,
  () => undefined,
);
const ComingSoonPage = lazy(() => import('./pages/ComingSoonPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

export const router = createBrowserRouter([
  { path: '/login', element: <LoginPage />, errorElement: <RouteError /> },
  { path: '/setup', element: <SetupPage />, errorElement: <RouteError /> },
  {
    element: <RequireSession />,
    errorElement: <RouteError />,
    children: [
      {
        element: (
          <CurrentCompanyProvider>
            <ShellLayout />
          </CurrentCompanyProvider>
        ),
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { index: true, element: <DashboardPage /> },
              // each feature's pages (features/index.ts)
              ...features.flatMap((feature) => feature.routes),
              ...allNavItems.filter((item) => !item.built).map((item) => ({ path: item.path.slice(1), element: <ComingSoonPage /> })),
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
]);
