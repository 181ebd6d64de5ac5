import type { FastifyInstance, FastifyRequest, FastifyReply } from 'fastify';
import type { Db } from '../db/connection';
import { problems } from '../http/problem';
import { verifyApiKey } from './api-key-verification';
import { requireScope, type Principal } from './principal';
import { loadSessionPrincipal, verifyAccessToken } from './sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scope a route needs, e.g. `companies:read`. Every API route declares one, or `public`. */
    scope?: string;
    /** No authentication (health, login, setup, docs). */
    public?: boolean;
  }
  interface FastifyRequest {
    principal?: Principal;
  }
}

/** `X-API-Key: <key>` (the interface's form), also without the colon or without the space. */
const API_KEY_IN_AUTHORIZATION = /^X-API-Key(?::\s*|\s+)(\S+)\s*$/i;
const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The credential of a request in any of the accepted header forms (decisions §5). */
export function readCredential(request: FastifyRequest): { kind: 'api-key' | 'bearer'; value: string } | undefined {
  const authorization = request.headers.authorization;
  if (authorization) {
    const key = authorization.match(API_KEY_IN_AUTHORIZATION);
    if (key) return { kind: 'api-key', value: key[1] };
    const bearer = authorization.match(BEARER);
    if (bearer) return { kind: 'bearer', value: bearer[1] };
    throw problems.unauthenticated('The Authorization header is malformed: use "X-API-Key: <key>" or "Bearer <token>".');
  }
  const header = request.headers['x-api-key'];
  if (typeof header === 'string' && header.trim()) return { kind: 'api-key', value: header.trim() };
  return undefined;
}

export async function authenticate(request: FastifyRequest, reply: FastifyReply, db: Db, usageDb: Db, jwtSecret: Uint8Array): Promise<Principal> {
  const credential = readCredential(request);
  if (!credential) throw problems.unauthenticated();
  if (credential.kind === 'api-key') return verifyApiKey(usageDb, credential.value, reply);
  const userId = await verifyAccessToken(jwtSecret, credential.value);
  const principal = userId && (await loadSessionPrincipal(db, userId));
  if (!principal) throw problems.unauthenticated('The bearer token is invalid or has expired.');
  return principal;
}

/** Authenticates every non-public route and checks the scope it declares. */
export function installAuthentication(app: FastifyInstance, db: Db, usageDb: Db, jwtSecret: Uint8Array) {
  app.addHook('onRoute', (route) => {
    const config = route.config as { scope?: string; public?: boolean } | undefined;
    if (route.url.startsWith('/api/v1/') && !config?.public && !config?.scope) {
      throw new Error(`Route ${route.method} ${route.url} declares neither a scope nor public`);
    }
  });
  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config;
    if (config.public || !config.scope) return;
    request.principal = await authenticate(request, reply, db, usageDb, jwtSecret);
    requireScope(request.principal, config.scope);
  });
}

/** The authenticated principal of a route that declared a scope. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw problems.unauthenticated();
  return request.principal;
}
