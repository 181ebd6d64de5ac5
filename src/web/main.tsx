import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { z } from 'zod';
import type { setupStatus } from '../contract/auth';
import './placeholder.css';

/**
 * Placeholder console: the product, where the API reference is, and whether first-run
 * setup is still needed. The real console (router, providers, pages) replaces this.
 */

type SetupStatusBody = z.infer<typeof setupStatus>;

function isSetupStatus(body: unknown): body is SetupStatusBody {
  return typeof body === 'object' && body !== null && typeof (body as SetupStatusBody).setupRequired === 'boolean';
}

type SetupState =
  | { kind: 'loading' }
  | { kind: 'loaded'; setupRequired: boolean }
  | { kind: 'failed'; message: string };

function useSetupState(): SetupState {
  const [state, setState] = useState<SetupState>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/v1/auth/setup', { headers: { accept: 'application/json' }, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`the service answered ${response.status}`);
        const body: unknown = await response.json();
        if (!isSetupStatus(body)) throw new Error('the service sent an unexpected answer');
        setState({ kind: 'loaded', setupRequired: body.setupRequired });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      });
    return () => controller.abort();
  }, []);
  return state;
}

function SetupStatus({ state }: { state: SetupState }) {
  switch (state.kind) {
    case 'loading':
      return <p>Checking the service…</p>;
    case 'failed':
      return (
        <p className="notice notice-error">
          Could not reach the service ({state.message}). Is it running? Start it with <code>npm start</code>.
        </p>
      );
    case 'loaded':
      return state.setupRequired ? (
        <p className="notice notice-setup">
          First run: create the first admin with <code>npm run cli -- create-admin ...</code> or{' '}
          <code>POST /api/v1/auth/setup</code>.
        </p>
      ) : (
        <p className="notice">The service is set up. Use an API key or sign in through the API for now.</p>
      );
  }
}

function PlaceholderPage() {
  const setup = useSetupState();
  return (
    <main className="placeholder" aria-labelledby="product-name">
      <header>
        <img src="/favicon.svg" alt="" width="48" height="48" />
        <h1 id="product-name">Business Ops</h1>
      </header>
      <p className="lead">
        The console is coming: ledger, invoicing, orders, inventory, payments, imports and API keys will be managed
        here. The API is ready now.
      </p>
      <nav aria-label="API documentation">
        <ul>
          <li>
            <a href="/api/docs">API reference</a>
          </li>
          <li>
            <a href="/api/v1/openapi.json">OpenAPI document (/api/v1/openapi.json)</a>
          </li>
        </ul>
      </nav>
      <section aria-labelledby="status-heading">
        <h2 id="status-heading">Status</h2>
        <div role="status" aria-live="polite" aria-busy={setup.kind === 'loading'}>
          <SetupStatus state={setup} />
        </div>
      </section>
    </main>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <PlaceholderPage />
  </StrictMode>,
);
