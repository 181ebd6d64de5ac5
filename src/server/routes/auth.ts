import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginRequest, session, setupRequest, setupStatus, user, type User } from '../../contract/auth';
import { problem } from '../../contract/common';
import { principalOf } from '../auth/authenticate';
import { loginSucceeded, reserveLoginAttempt } from '../auth/login-throttle';
import { checkPassword, prepareDummyHash, upgradePasswordHash, verifyAgainstNothing } from '../auth/passwords';
import {
  ACCESS_TOKEN_SECONDS, issueRefreshToken, REFRESH_COOKIE, REFRESH_TOKEN_SECONDS, revokeRefreshToken, rotateRefreshToken, signAccessToken,
} from '../auth/sessions';
import { isSetUp, setUpAdmin } from '../domain/identity/first-run-setup';
import { findUser, withoutSecrets } from '../domain/identity/users';
import { acceptInvitation, completePasswordReset } from '../domain/identity/team';
import { invitationAccept, passwordResetComplete } from '../../contract/users';
import { problems } from '../http/problem';
import type { RouteContext } from './context';

export const authRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database: { db }, jwtSecret, config }) => {
  const cookieOptions = { httpOnly: true, sameSite: 'strict', secure: config.secureCookies, path: '/api/v1/auth' } as const;
  const cost = config.passwordHashCost;
  // made once the service listens (scrypt takes about half a second of a core): the start does
  // not wait for it, and a sign-in with an unknown email before it is ready waits for it instead
  app.addHook('onListen', () => void prepareDummyHash(cost));

  async function startSession(reply: FastifyReply, user: User, refreshToken: string) {
    reply.setCookie(REFRESH_COOKIE, refreshToken, { ...cookieOptions, maxAge: REFRESH_TOKEN_SECONDS });
    return { accessToken: await signAccessToken(jwtSecret, user.id), tokenType: 'Bearer' as const, expiresIn: ACCESS_TOKEN_SECONDS, user };
  }

  app.get('/auth/setup', {
    config: { public: true },
    schema: { tags: ['auth'], summary: 'Whether first-run setup is still needed', response: { 200: setupStatus } },
  }, async () => ({ setupRequired: !(await isSetUp(db)) }));

  app.post('/auth/setup', {
    config: { public: true },
    schema: { tags: ['auth'], summary: 'First run: create the first admin and company', body: setupRequest, response: { 201: session, 409: problem } },
  }, async (request, reply) => {
    const { user: admin } = await db.transaction((tx) => setUpAdmin(tx, request.body, { firstRunOnly: true, passwordHashCost: cost }));
    const body = await startSession(reply, admin, await issueRefreshToken(db, admin.id));
    return reply.code(201).send(body);
  });

  app.post('/auth/login', {
    config: { public: true },
    schema: { tags: ['auth'], summary: 'Sign in with email and password', body: loginRequest, response: { 200: session, 401: problem, 429: problem } },
  }, async (request, reply) => {
    const { email, password } = request.body;
    await reserveLoginAttempt(db, email, request.ip);
    const found = await findUser(db, { email });
    const check = found ? await checkPassword(password, found.passwordHash, cost) : await verifyAgainstNothing(password, cost);
    if (!found || !check.valid) throw problems.unauthenticated('The email or password is wrong.');
    if (!found.active) throw problems.unauthenticated('This user is deactivated: ask an admin of your team.', 'user-deactivated');
    if (check.outdated) await upgradePasswordHash(db, found.id, password, cost);
    await loginSucceeded(db, email, request.ip);
    return startSession(reply, withoutSecrets(found), await issueRefreshToken(db, found.id));
  });

  app.post('/auth/refresh', {
    config: { public: true },
    schema: {
      tags: ['auth'], summary: 'Exchange the refresh cookie for a new access token (rotates the cookie)',
      security: [{ refreshCookie: [] }], response: { 200: session, 401: problem },
    },
  }, async (request, reply) => {
    const token = request.cookies[REFRESH_COOKIE];
    if (!token) throw problems.unauthenticated('No session: sign in.');
    const outcome = await rotateRefreshToken(db, token);
    if (!outcome.ok) {
      reply.clearCookie(REFRESH_COOKIE, cookieOptions);
      throw problems.unauthenticated(outcome.reason === 'reused' ? 'This session was ended because its refresh token was used twice: sign in again.' : 'The session has ended: sign in again.');
    }
    const found = await findUser(db, { id: outcome.userId });
    if (!found) throw problems.unauthenticated('The user no longer exists.');
    if (!found.active) throw problems.unauthenticated('This user is deactivated: ask an admin of your team.', 'user-deactivated');
    return startSession(reply, withoutSecrets(found), outcome.token);
  });

  app.post('/auth/logout', {
    config: { public: true },
    schema: { tags: ['auth'], summary: 'End the session of the refresh cookie', security: [{}, { refreshCookie: [] }], response: { 204: z.null() } },
  }, async (request, reply) => {
    const token = request.cookies[REFRESH_COOKIE];
    if (token) await revokeRefreshToken(db, token);
    reply.clearCookie(REFRESH_COOKIE, cookieOptions);
    return reply.code(204).send(null);
  });

  app.post('/auth/invitations/accept', {
    config: { public: true },
    schema: {
      tags: ['auth'], summary: 'Accept an invitation: your name and password; answers a session',
      description: 'The token is the one of the invitation\'s link. A token that was used, has expired or was never issued is 422 at `token`.',
      body: invitationAccept, response: { 200: session, 409: problem, 422: problem },
    },
  }, async (request, reply) => {
    const joined = await db.transaction((tx) => acceptInvitation(tx, request.body, { passwordHashCost: cost, requestId: request.id }));
    return startSession(reply, joined, await issueRefreshToken(db, joined.id));
  });

  app.post('/auth/password-reset', {
    config: { public: true },
    schema: {
      tags: ['auth'], summary: 'Set a new password with the one-time link an admin issued; answers a session',
      description: 'Your other sessions end. A token that was used, has expired or was never issued is 422 at `token`.',
      body: passwordResetComplete, response: { 200: session, 422: problem },
    },
  }, async (request, reply) => {
    const reset = await db.transaction((tx) => completePasswordReset(tx, request.body, { passwordHashCost: cost, requestId: request.id }));
    return startSession(reply, reset, await issueRefreshToken(db, reset.id));
  });

  app.get('/auth/me', {
    config: { scope: 'companies:read' },
    schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: user } },
  }, async (request) => {
    const found = await findUser(db, { id: principalOf(request).userId });
    if (!found) throw problems.unauthenticated();
    return withoutSecrets(found);
  });
};
