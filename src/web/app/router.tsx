import { lazy } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { RequireSession } from './auth/SessionGate';
import { CurrentCompanyProvider } from './current-company';
import { RouteError } from './pages/RouteError';
import { allNavItems } from './navigation';

// Every page is its own chunk: sign-in and the shell load without any page's code.
const ShellLayout = lazy(() => import('./layout/ShellLayout'));
const LoginPage = lazy(() => import('./auth/LoginPage'));
const SetupPage = lazy(() => import('./auth/SetupPage'));
const DashboardPage = lazy(() => import('./pages/DashboardPage'));
const ComingSoonPage = lazy(() => import('./pages/ComingSoonPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const ApiKeyListPage = lazy(() => import('../features/api-keys/ApiKeyListPage'));
const ApiKeyCreateModal = lazy(() => import('../features/api-keys/ApiKeyCreateModal'));
const CompanyListPage = lazy(() => import('../features/companies/CompanyListPage'));
const CompanyCreateModal = lazy(() => import('../features/companies/CompanyCreateModal'));
const CompanyDetailPage = lazy(() => import('../features/companies/CompanyDetailPage'));
const AccountListPage = lazy(() => import('../features/accounts/AccountListPage'));
const AccountCreateModal = lazy(() => import('../features/accounts/AccountCreateModal'));
const AccountDetailPage = lazy(() => import('../features/accounts/AccountDetailPage'));
const AccountEditModal = lazy(() => import('../features/accounts/AccountEditModal'));
const FiscalYearListPage = lazy(() => import('../features/periods/FiscalYearListPage'));
const FiscalYearCreateModal = lazy(() => import('../features/periods/FiscalYearCreateModal'));
const PeriodListPage = lazy(() => import('../features/periods/PeriodListPage'));
const PeriodCreateModal = lazy(() => import('../features/periods/PeriodCreateModal'));
const JournalTemplateListPage = lazy(() => import('../features/journal-templates/JournalTemplateListPage'));
const JournalTemplateCreateModal = lazy(() => import('../features/journal-templates/JournalTemplateCreateModal'));
const JournalTemplateDetailPage = lazy(() => import('../features/journal-templates/JournalTemplateDetailPage'));
const JournalTemplateAuthorizeModal = lazy(() => import('../features/journal-templates/JournalTemplateAuthorizeModal'));
const JournalEntryListPage = lazy(() => import('../features/journal-entries/JournalEntryListPage'));
const JournalEntryDetailPage = lazy(() => import('../features/journal-entries/JournalEntryDetailPage'));
const JournalEntryCreateModal = lazy(() => import('../features/journal-entries/JournalEntryCreateModal'));
const JournalEntryReverseModal = lazy(() => import('../features/journal-entries/JournalEntryReverseModal'));
const TrialBalancePage = lazy(() => import('../features/trial-balance/TrialBalancePage'));
const CustomerListPage = lazy(() => import('../features/customers/CustomerListPage'));
const CustomerCreateModal = lazy(() => import('../features/customers/CustomerCreateModal'));
const CustomerDetailPage = lazy(() => import('../features/customers/CustomerDetailPage'));
const CustomerEditModal = lazy(() => import('../features/customers/CustomerEditModal'));

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
              { path: 'settings/api-keys', element: <ApiKeyListPage />, children: [{ path: 'new', element: <ApiKeyCreateModal /> }] },
              { path: 'settings/companies', element: <CompanyListPage />, children: [{ path: 'new', element: <CompanyCreateModal /> }] },
              { path: 'settings/companies/:id', element: <CompanyDetailPage /> },
              { path: 'sales/customers', element: <CustomerListPage />, children: [{ path: 'new', element: <CustomerCreateModal /> }] },
              { path: 'sales/customers/:id', element: <CustomerDetailPage />, children: [{ path: 'edit', element: <CustomerEditModal /> }] },
              { path: 'accounting/accounts', element: <AccountListPage />, children: [{ path: 'new', element: <AccountCreateModal /> }] },
              { path: 'accounting/accounts/:id', element: <AccountDetailPage />, children: [{ path: 'edit', element: <AccountEditModal /> }] },
              { path: 'accounting/fiscal-years', element: <FiscalYearListPage />, children: [{ path: 'new', element: <FiscalYearCreateModal /> }] },
              { path: 'accounting/periods', element: <PeriodListPage />, children: [{ path: 'new', element: <PeriodCreateModal /> }] },
              { path: 'accounting/journal-templates', element: <JournalTemplateListPage />, children: [{ path: 'new', element: <JournalTemplateCreateModal /> }] },
              { path: 'accounting/journal-templates/:id', element: <JournalTemplateDetailPage />, children: [{ path: 'authorize', element: <JournalTemplateAuthorizeModal /> }] },
              { path: 'accounting/journal-entries', element: <JournalEntryListPage />, children: [{ path: 'new', element: <JournalEntryCreateModal /> }] },
              { path: 'accounting/journal-entries/:id', element: <JournalEntryDetailPage />, children: [{ path: 'reverse', element: <JournalEntryReverseModal /> }] },
              { path: 'accounting/trial-balance', element: <TrialBalancePage /> },
              ...allNavItems.filter((item) => !item.built).map((item) => ({ path: item.path.slice(1), element: <ComingSoonPage /> })),
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
]);
