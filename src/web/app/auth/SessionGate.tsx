import { useEffect, useSyncExternalStore } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { session } from '../../api/session';
import { useSetupStatus } from '../../api/auth';
import { SessionLoading } from './SessionLoading';

export function useSession() {
  return useSyncExternalStore(session.subscribe, session.state);
}

/** Resumes a session from the refresh cookie on first load; signed-out users go to sign-in, and come back afterwards. */
export function RequireSession() {
  const state = useSession();
  const location = useLocation();
  const setup = useSetupStatus();

  useEffect(() => {
    if (state.status === 'unknown') void session.refresh().then((ok) => ok || session.expire());
  }, [state.status]);

  if (setup.data?.setupRequired) return <Navigate to="/setup" replace />;
  if (state.status === 'unknown' || setup.isPending) {
    return <SessionLoading />;
  }
  if (state.status === 'signed-out') {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}${state.expired ? '&expired=1' : ''}`} replace />;
  }
  return <Outlet />;
}
