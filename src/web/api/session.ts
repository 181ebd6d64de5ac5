import type { Session, User } from '../../contract/auth';

export type SessionState =
  | { status: 'unknown' }
  | { status: 'signed-out'; expired: boolean }
  | { status: 'signed-in'; user: User };

type Listener = (state: SessionState) => void;

let state: SessionState = { status: 'unknown' };
let token: string | null = null;
let refreshing: Promise<boolean> | null = null;
const listeners = new Set<Listener>();

function publish(next: SessionState) {
  state = next;
  for (const listener of listeners) listener(state);
}

/** Trades the HttpOnly refresh cookie for a new access token; rotates the cookie. */
async function refreshOnce(): Promise<boolean> {
  const response = await fetch('/api/v1/auth/refresh', { method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!response.ok) return false;
  session.start((await response.json()) as Session);
  return true;
}

/**
 * The access token lives in memory only; the refresh token is an HttpOnly cookie. Refreshes
 * are serialised across tabs (Web Locks): a refresh token presented twice ends the session.
 */
export const session = {
  state: () => state,
  accessToken: () => token,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  start(value: Session) {
    token = value.accessToken;
    publish({ status: 'signed-in', user: value.user });
  },
  /** Called when a refresh failed: the user must sign in again. */
  expire() {
    token = null;
    if (state.status !== 'signed-out') publish({ status: 'signed-out', expired: state.status === 'signed-in' });
  },
  end() {
    token = null;
    publish({ status: 'signed-out', expired: false });
  },
  refresh(): Promise<boolean> {
    refreshing ??= (async () => {
      try {
        const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
        return locks ? await locks.request('bos-session-refresh', refreshOnce) : await refreshOnce();
      } catch {
        return false;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  },
};
