// The shell and the dashboard, loaded by the router (router.tsx) and, ahead of it, by the entry
// (main.tsx): opened at a signed-in page, they download beside the console's own chunk and while
// the session resumes, not once the router has rendered.
// The shell brings only the styles it and the dashboard use; the other pages bring Mantine's full
// sheet (routes.tsx), so the shell's first render does not wait for it.
const loadShell = () => Promise.all([import('../shell-styles'), import('./layout/ShellLayout')]).then(([, module]) => module);
const loadDashboard = () => import('./pages/DashboardPage');

let shell: ReturnType<typeof loadShell> | undefined;
let dashboard: ReturnType<typeof loadDashboard> | undefined;

export const shellModule = () => (shell ??= loadShell());
export const dashboardModule = () => (dashboard ??= loadDashboard());

/**
 * Starts downloading what the current address shows first (the shell, and at / the dashboard);
 * settles once it is there. A failure shows when the shell renders (RouteError).
 */
export function preloadFirstPage(): Promise<void> {
  const path = window.location.pathname;
  if (path === '/login' || path === '/setup') return Promise.resolve();
  return Promise.all([shellModule(), path === '/' ? dashboardModule() : undefined]).then(
    () => undefined,
    () => undefined,
  );
}
