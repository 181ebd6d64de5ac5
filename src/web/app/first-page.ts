// The shell and the dashboard, loaded by the router (router.tsx) and, ahead of it, by the entry
// (main.tsx): opened at a signed-in page, they download beside the console's own chunk and while
// the session resumes, not once the router has rendered.
// The shell brings only the styles it and the dashboard use; the other pages bring Mantine's full
// sheet (routes.tsx), so the shell's first render does not wait for it.

/**
 * A module loader for React.lazy that, once the module is there, hands it over at once (a
 * thenable that calls back synchronously): the component then renders without suspending, rather
 * than after a fallback and React's wait (about 300 ms) before it reveals the content.
 */
function preloadable<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  let loaded: { module: T } | undefined;
  return () => {
    if (loaded) {
      const module = loaded.module;
      return { then: (resolve?: (value: T) => unknown) => resolve?.(module) } as unknown as Promise<T>;
    }
    loading ??= load().then((module) => {
      loaded = { module };
      return module;
    });
    return loading;
  };
}

export const shellModule = preloadable(() => Promise.all([import('../shell-styles'), import('./layout/ShellLayout')]).then(([, module]) => module));
export const dashboardModule = preloadable(() => import('./pages/DashboardPage'));

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
