import { lazy } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { features } from '../features';
import LoginPage from './auth/LoginPage';
import { RequireSession } from './auth/SessionGate';
import { CurrentCompanyProvider } from './current-company';
import { dashboardModule, shellModule } from './first-page';
import { RouteError } from './pages/RouteError';
import { allNavItems } from './navigation';
import { withFullStyles } from './routes';

// Every other page is its own chunk: sign-in and the shell load without any page's code, sign-in
// without the shell's (navigation, tables, dates, the palette) or its styles. Opened at /login, the
// entry shows the sign-in form without this router (main.tsx).
const ShellLayout = lazy(shellModule);
const SetupPage = lazy(withFullStyles(() => import('./auth/SetupPage')));
const AcceptInvitationPage = lazy(withFullStyles(() => import('./auth/AcceptInvitationPage')));
const ResetPasswordPage = lazy(withFullStyles(() => import('./auth/ResetPasswordPage')));
const DashboardPage = lazy(dashboardModule);
const ComingSoonPage = lazy(() => import('./pages/ComingSoonPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

export const router = createBrowserRouter([
  { path: '/login', element: <LoginPage />, errorElement: <RouteError /> },
  { path: '/setup', element: <SetupPage />, errorElement: <RouteError /> },
  // the one-time links of the team (docs/team.md): no session needed
  { path: '/accept-invitation', element: <AcceptInvitationPage />, errorElement: <RouteError /> },
  { path: '/reset-password', element: <ResetPasswordPage />, errorElement: <RouteError /> },
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
