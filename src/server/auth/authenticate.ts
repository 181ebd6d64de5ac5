import type { FastifyInstance, FastifyRequest, FastifyReply } from 'fastify';
import type { Database } from '../db/connection';
import { problems } from '../http/problem';
import { verifyApiKey, type KeyVerification } from './api-key-verification';
import { AuthCache } from './auth-cache';
import { requireScope, type Principal } from '../base/principal';
import { KeyRateLimiter } from './rate-limiter';
import { loadSessionPrincipal, verifyAccessToken } from './sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scope a route needs, e.g. `companies:read`. Every API route declares one, or `public`. */
    scope?: string;
    /** No authentication (health, login, setup, docs). */
    public?: boolean;
    /** The audit trail's action for the record the path names, when the method does not say it (`DELETE /api-keys/{id}` revokes: REVOKE). */
    auditAction?: string;
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

type Authenticator = KeyVerification & { database: Database; jwtSecret: Uint8Array };

export async function authenticate(request: FastifyRequest, reply: FastifyReply, auth: Authenticator): Promise<Principal> {
  const credential = readCredential(request);
  if (!credential) throw problems.unauthenticated();
  if (credential.kind === 'api-key') return verifyApiKey(auth, credential.value, reply);
  const userId = await verifyAccessToken(auth.jwtSecret, credential.value);
  const principal = userId && (await sessionPrincipal(auth, userId));
  if (!principal) throw problems.unauthenticated('The bearer token is invalid or has expired.');
  return principal;
}

async function sessionPrincipal({ cache, database }: Authenticator, userId: string): Promise<Principal | undefined> {
  const cached = cache.session(userId);
  if (cached) return cached;
  const readAt = cache.snapshot();
  const principal = await loadSessionPrincipal(database.db, userId);
  if (principal) cache.setSession(userId, principal, readAt);
  return principal;
}

/**
 * Writes through these routes may change what a principal may do (keys, memberships of a new
 * company, users). Their own instance forgets the writer's cached entries before answering, so
 * the writer's next request sees the change at once; other instances hear of it by notification.
 */
const AUTH_CHANGING_ROUTES = /^\/api\/v1\/(api-keys|companies|users|auth)([/?]|$)/;

const caches = new WeakMap<FastifyInstance, AuthCache>();

/** The instance's authentication cache (tests: `await authCacheOf(app).settled()` after writing to the database directly). */
export function authCacheOf(app: FastifyInstance): AuthCache {
  const cache = caches.get(app);
  if (!cache) throw new Error('installAuthentication was not called on this instance');
  return cache;
}

/** Authenticates every non-public route and checks the scope it declares. */
export async function installAuthentication(app: FastifyInstance, database: Database, jwtSecret: Uint8Array) {
  const cache = new AuthCache();
  await cache.listen(database);
  const limiter = new KeyRateLimiter(database.usageDb, database.kind);
  const auth: Authenticator = { database, jwtSecret, usageDb: database.usageDb, cache, limiter };
  caches.set(app, cache);
  app.addHook('onClose', async () => {
    await limiter.close();
    await cache.close();
  });

  app.addHook('onRoute', (route) => {
    const config = route.config as { scope?: string; public?: boolean } | undefined;
    if (route.url.startsWith('/api/v1/') && !config?.public && !config?.scope) {
      throw new Error(`Route ${route.method} ${route.url} declares neither a scope nor public`);
    }
  });
  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config;
    if (config.public || !config.scope) return;
    request.principal = await authenticate(request, reply, auth);
    requireScope(request.principal, config.scope);
  });
  app.addHook('onSend', async (request) => {
    if (request.principal && request.method !== 'GET' && request.method !== 'HEAD' && AUTH_CHANGING_ROUTES.test(request.url)) {
      cache.evictUser(request.principal.userId);
    }
  });
}

/** The authenticated principal of a route that declared a scope. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw problems.unauthenticated();
  return request.principal;
}
