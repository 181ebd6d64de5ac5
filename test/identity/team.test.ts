import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AuditEvent } from '../../src/contract/audit-events';
import type { Page } from '../../src/contract/common';
import { roleScopes } from '../../src/contract/scopes';
import type { Invitation, InvitationCreated, PasswordReset, TeamUser } from '../../src/contract/users';
import { authCacheOf } from '../../src/server/auth/authenticate';
import { client, errorPaths, NIL_UUID, ok, type Client } from '../support/accounting-fixtures';
import { login, refresh, refreshCookieOf } from '../support/auth-fixtures';
import { startSmtpReceiver } from '../support/smtp-receiver';
import { invitations, passwordResets } from '../../src/server/db/schema';
import { apiKeyAuth, countRows, createApiKey, setupAdmin, expectForbiddenScope, expectProblem, expectUnauthorized, type Admin } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { twoCompanies, type TwoCompanies } from '../support/two-companies';

/** The team (issue 29; decisions §13 "Team"; docs/team.md). */

let t: TestApp;
let admin: Admin;
let api: Client;
let world: TwoCompanies;
const PASSWORD = 'a long enough password';

const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
const accept = (token: string, name = 'Dana Accountant', password = PASSWORD) =>
  t.inject({ method: 'POST', url: '/api/v1/auth/invitations/accept', payload: { token, name, password } });

async function invite(email: string, role = 'ACCOUNTANT', companyIdStrings = [admin.companyId]) {
  const res = await api.post('/users/invitations', { email, role, companyIdStrings });
  const created = ok<InvitationCreated>(res, 201);
  expect(res.headers.location).toBe(`/api/v1/users/invitations/${created.id}`);
  return created;
}

/** Invites and accepts: the new user's id and session token. */
async function join(email: string, role = 'ACCOUNTANT') {
  const invitation = await invite(email, role);
  const res = await accept(tokenOf(invitation.acceptUrl), `Name of ${email}`);
  const session = ok(res);
  return { id: session.user.id as string, token: session.accessToken as string, refreshToken: refreshCookieOf(res).value };
}

const userOf = async (id: string) => ok<TeamUser>(await api.get(`/users/${id}`));
const put = async (user: TeamUser, change: Partial<TeamUser>, as: Client = api) =>
  as.put(`/users/${user.id}`, { role: user.role, active: user.active, companyIdStrings: user.companyIdStrings, ...change }, { 'if-match': `"${user.version}"` });

beforeAll(async () => {
  t = await createTestApp();
  world = await twoCompanies(t);
  ({ admin, api } = world);
});
afterAll(async () => {
  await t?.close();
});

describe('invitations', () => {
  test('an admin invites an accountant, who accepts with a name and password, is signed in and works in the company', async () => {
    const invitation = await invite('dana@example.com');
    expect(invitation).toMatchObject({ email: 'dana@example.com', role: 'ACCOUNTANT', companyIdStrings: [admin.companyId], status: 'PENDING', emailed: false });
    expect(invitation.acceptUrl).toMatch(/^http:\/\/[^/]+\/accept-invitation\?token=[\w-]{40,}$/);
    expect(ok<Invitation>(await api.get(`/users/invitations/${invitation.id}`))).not.toHaveProperty('acceptUrl');
    const accepted = await accept(tokenOf(invitation.acceptUrl));
    const session = ok(accepted);
    expect(session.user).toMatchObject({ email: 'dana@example.com', name: 'Dana Accountant', role: 'ACCOUNTANT', companyIds: [admin.companyId] });
    refreshCookieOf(accepted);
    const dana = client(t, session.accessToken);
    ok(await dana.get('/journal-entries'));
    expectProblem(await dana.get('/users'), 403, 'forbidden-scope');
    ok(await login(t, 'dana@example.com', PASSWORD));
    expect(ok<Invitation>(await api.get(`/users/invitations/${invitation.id}`))).toMatchObject({ status: 'ACCEPTED', userIdString: session.user.id });
    // the link works once
    expect(errorPaths(expectProblem(await accept(tokenOf(invitation.acceptUrl)), 422, 'validation'))).toEqual(['token']);
    // audited: the invitation by the admin, the new user by themselves
    const events = ok<Page<AuditEvent>>(await api.get(`/audit-events?recordType=user&recordIdString=${session.user.id}`)).content;
    expect(events).toEqual([expect.objectContaining({ action: 'CREATE', actor: { type: 'USER', id: session.user.id, name: 'Dana Accountant' } })]);
    expect(JSON.stringify(events)).not.toMatch(/password|scrypt/i);
    const invited = ok<Page<AuditEvent>>(await api.get(`/audit-events?recordType=invitation&recordIdString=${invitation.id}`)).content;
    expect(invited.map((e) => e.action)).toEqual(['UPDATE', 'CREATE']);
    expect(JSON.stringify(invited)).not.toContain(tokenOf(invitation.acceptUrl));
  });

  test('refusals: an email that is a user, a company not yours, a bad role; an expired or unknown token', async () => {
    expect(errorPaths(expectProblem(await api.post('/users/invitations', { email: admin.email, role: 'VIEWER', companyIdStrings: [admin.companyId] }), 409, 'conflict'))).toEqual(['email']);
    expect(errorPaths(expectProblem(await api.post('/users/invitations', { email: 'x@example.com', role: 'VIEWER', companyIdStrings: [world.other.companyId] }), 422, 'validation'))).toEqual(['companyIdStrings.0']);
    expect(errorPaths(expectProblem(await api.post('/users/invitations', { email: 'x@example.com', role: 'OWNER', companyIdStrings: [admin.companyId] }), 422, 'validation'))).toEqual(['role']);
    expect(errorPaths(expectProblem(await api.post('/users/invitations', { email: 'x@example.com', role: 'VIEWER', companyIdStrings: [] }), 422, 'validation'))).toEqual(['companyIdStrings']);
    const late = await invite('late@example.com');
    await t.database.db.execute(sql`UPDATE invitations SET expires_at = now() - interval '1 second' WHERE id = ${late.id}`);
    expectProblem(await accept(tokenOf(late.acceptUrl)), 422, 'validation');
    expect(ok<Invitation>(await api.get(`/users/invitations/${late.id}`)).status).toBe('EXPIRED');
    expectProblem(await accept('no-such-token-at-all-0000'), 422, 'validation');
    expect(errorPaths(expectProblem(await accept('short'), 422, 'validation'))).toEqual(['token']);
    expect(errorPaths(expectProblem(await accept(tokenOf((await invite('weak@example.com')).acceptUrl), 'Weak', 'short'), 422, 'validation'))).toEqual(['password']);
  });

  test('another company\'s admin sees neither the invitations nor the users; only admins may; no credentials 401', async () => {
    const theirs = ok<Page<Invitation>>(await world.theirApi.get('/users/invitations')).content;
    expect(theirs.every((i) => !i.companyIdStrings.includes(admin.companyId))).toBe(true);
    const mine = ok<Page<Invitation>>(await api.get('/users/invitations?status=PENDING')).content;
    expect(mine.length).toBeGreaterThan(0);
    expectProblem(await world.theirApi.get(`/users/invitations/${mine[0].id}`), 404, 'not-found');
    expectProblem(await world.theirApi.get(`/users/${admin.userId}`), 404, 'not-found');
    // nor the team's audit events: users, invitations and resets belong to no company, but to the companies' teams
    const theirTrail = ok<Page<AuditEvent>>(await world.theirApi.get('/audit-events?size=200')).content;
    expect(theirTrail.filter((e) => e.recordIdString === admin.userId || mine.some((i) => i.id === e.recordIdString))).toEqual([]);
    const myTrail = ok<Page<AuditEvent>>(await api.get(`/audit-events?recordType=invitation&recordIdString=${mine[0].id}`)).content;
    expect(myTrail.length).toBeGreaterThan(0);
    expect(ok<Page<TeamUser>>(await world.theirApi.get('/users')).content.map((u) => u.id)).not.toContain(admin.userId);
    await expectUnauthorized(t, { method: 'GET', url: '/users' });
    await expectUnauthorized(t, { method: 'POST', url: '/users/invitations', payload: { email: 'y@example.com', role: 'VIEWER', companyIdStrings: [admin.companyId] } });
    await expectForbiddenScope(t, admin.token, { method: 'GET', url: '/users' }, 'users:read');
  });
});

describe('users', () => {
  test('the team lists and filters; a role change takes effect on the next request, and is audited', async () => {
    const sam = await join('sam@example.com', 'SALES');
    const team = ok<Page<TeamUser>>(await api.get('/users?size=100')).content;
    expect(team.map((u) => u.email)).toEqual(expect.arrayContaining([admin.email, 'sam@example.com']));
    expect(ok<Page<TeamUser>>(await api.get('/users?role=SALES&search=SAM@')).content.map((u) => u.email)).toEqual(['sam@example.com']);
    const samApi = client(t, sam.token);
    expectProblem(await samApi.get('/journal-entries'), 403, 'forbidden-scope');
    const changed = ok<TeamUser>(await put(await userOf(sam.id), { role: 'ACCOUNTANT' }));
    expect(changed).toMatchObject({ role: 'ACCOUNTANT', active: true });
    await authCacheOf(t.app).settled();
    ok(await samApi.get('/journal-entries'));
    const [event] = ok<Page<AuditEvent>>(await api.get(`/audit-events?recordType=user&recordIdString=${sam.id}`)).content;
    expect(event).toMatchObject({ action: 'UPDATE', actor: { id: admin.userId }, changes: { role: ['SALES', 'ACCOUNTANT'] } });
    // a stale version is 412; bad values 422
    expectProblem(await put({ ...changed, version: 1 }, {}), 412, 'precondition-failed');
    expect(errorPaths(expectProblem(await put(changed, { role: 'ROOT' as never }), 422, 'validation'))).toEqual(['role']);
    expectProblem(await api.get(`/users/${NIL_UUID}`), 404, 'not-found');
  });

  test('deactivating ends the sessions and stops the keys; reactivating restores the keys; the sign-in says why', async () => {
    const kim = await join('kim@example.com');
    const key = await createApiKey(t, kim.token, { name: 'kim sync', scopes: ['journal-entries:read'] });
    const keyApi = client(t, apiKeyAuth(key.key));
    ok(await keyApi.get('/journal-entries'));
    const off = ok<TeamUser>(await put(await userOf(kim.id), { active: false }));
    expect(off.active).toBe(false);
    await authCacheOf(t.app).settled();
    expectProblem(await client(t, kim.token).get('/journal-entries'), 401, 'unauthenticated');
    expectProblem(await keyApi.get('/journal-entries'), 401, 'user-deactivated');
    expectProblem(await refresh(t, kim.refreshToken), 401, 'unauthenticated');
    expectProblem(await login(t, 'kim@example.com', PASSWORD), 401, 'user-deactivated');
    ok(await put(off, { active: true }));
    await authCacheOf(t.app).settled();
    ok(await keyApi.get('/journal-entries'));
    ok(await login(t, 'kim@example.com', PASSWORD));
  });

  test('the last active admin cannot be demoted or deactivated: 409 last-admin; with a second admin they can', async () => {
    const me = await userOf(admin.userId);
    expect(errorPaths(expectProblem(await put(me, { role: 'VIEWER' }), 409, 'last-admin'))).toEqual(['role']);
    expect(errorPaths(expectProblem(await put(me, { active: false }), 409, 'last-admin'))).toEqual(['active']);
    const second = await join('second-admin@example.com', 'ADMIN');
    const demoted = ok<TeamUser>(await put(await userOf(second.id), { role: 'VIEWER' }));
    expect(demoted.role).toBe('VIEWER');
  });

  test('companies: only yours can be given; the user\'s others stay; the change is the user\'s audit event', async () => {
    const extra = ok(await api.post('/companies', { name: 'Second books', baseCurrency: 'USD' }), 201);
    await authCacheOf(t.app).settled();
    const lee = await join('lee@example.com');
    expect(errorPaths(expectProblem(await put(await userOf(lee.id), { companyIdStrings: [world.other.companyId] }), 422, 'validation'))).toEqual(['companyIdStrings.0']);
    const both = ok<TeamUser>(await put(await userOf(lee.id), { companyIdStrings: [admin.companyId, extra.id] }));
    expect(both.companyIdStrings.sort()).toEqual([admin.companyId, extra.id].sort());
    const [event] = ok<Page<AuditEvent>>(await api.get(`/audit-events?recordType=user&recordIdString=${lee.id}`)).content;
    expect(event.changes.companyIds).toEqual([JSON.stringify([admin.companyId]), JSON.stringify([admin.companyId, extra.id].sort())]);
    const moved = ok<TeamUser>(await put(both, { companyIdStrings: [extra.id] }));
    expect(moved).toMatchObject({ companyIdStrings: [extra.id], defaultCompanyId: extra.id });
  });
});

describe('password reset', () => {
  test('an admin issues a one-time link; the user sets a new password through it and is signed in; the old password and sessions end', async () => {
    const pat = await join('pat@example.com');
    const reset = ok<PasswordReset>(await api.post('/users/password-resets', { userIdString: pat.id }));
    expect(reset.resetUrl).toMatch(/\/reset-password\?token=/);
    const fresh = 'another long password';
    const session = ok(await t.inject({ method: 'POST', url: '/api/v1/auth/password-reset', payload: { token: tokenOf(reset.resetUrl), password: fresh } }));
    expect(session.user.email).toBe('pat@example.com');
    expectProblem(await login(t, 'pat@example.com', PASSWORD), 401, 'unauthenticated');
    ok(await login(t, 'pat@example.com', fresh));
    expectProblem(await refresh(t, pat.refreshToken), 401, 'unauthenticated');
    expectProblem(await t.inject({ method: 'POST', url: '/api/v1/auth/password-reset', payload: { token: tokenOf(reset.resetUrl), password: fresh } }), 422, 'validation');
    expectProblem(await api.post('/users/password-resets', { userIdString: NIL_UUID }), 404, 'not-found');
    expectProblem(await world.theirApi.post('/users/password-resets', { userIdString: pat.id }), 404, 'not-found');
    const events = ok<Page<AuditEvent>>(await api.get(`/audit-events?recordType=user&recordIdString=${pat.id}`)).content;
    expect(events[0]).toMatchObject({ action: 'RESET_PASSWORD', actor: { id: pat.id }, changes: {} });
    expect(JSON.stringify(events)).not.toMatch(/password_hash|passwordHash|scrypt/);
  });
});

describe('a narrow key on the team', () => {
  const countOf = (table: 'invitations' | 'password_resets') => countRows(t, table === 'invitations' ? invitations : passwordResets);

  test('a key acts only on users in roles its scopes cover: an ADMIN invited, an admin changed or reset is 403 key-would-widen, and nothing is written', async () => {
    const narrow = client(t, apiKeyAuth((await createApiKey(t, admin.token, { scopes: ['users:write'] })).key));
    const otherAdmin = await join('narrow-key-admin@example.com', 'ADMIN');
    const viewer = await join('narrow-key-viewer@example.com', 'VIEWER');
    const before = { invitations: await countOf('invitations'), resets: await countOf('password_resets'), admin: await userOf(otherAdmin.id), viewer: await userOf(viewer.id) };
    // an invitation to ADMIN would be a `*` session for whoever holds this key
    expect(expectProblem(await narrow.post('/users/invitations', { email: 'evil@example.com', role: 'ADMIN', companyIdStrings: [admin.companyId] }), 403, 'key-would-widen').detail).toContain('ADMIN');
    expectProblem(await narrow.post('/users/invitations', { email: 'evil@example.com', role: 'VIEWER', companyIdStrings: [admin.companyId] }), 403, 'key-would-widen');
    // a reset link for an admin, the key's own user too, would be that admin's session
    for (const id of [otherAdmin.id, admin.userId, viewer.id]) expectProblem(await narrow.post('/users/password-resets', { userIdString: id }), 403, 'key-would-widen');
    // nor may it demote an admin, or make someone one
    expectProblem(await put(before.admin, { role: 'VIEWER' }, narrow), 403, 'key-would-widen');
    expectProblem(await put(before.viewer, { role: 'ADMIN' }, narrow), 403, 'key-would-widen');
    expect({ invitations: await countOf('invitations'), resets: await countOf('password_resets'), admin: await userOf(otherAdmin.id), viewer: await userOf(viewer.id) }).toEqual(before);

    // a key whose scopes cover the role acts on it, and only on it; a `*` key on every role
    const viewerKey = client(t, apiKeyAuth((await createApiKey(t, admin.token, { scopes: ['users:write', ...roleScopes.VIEWER] })).key));
    ok(await viewerKey.post('/users/invitations', { email: 'another-viewer@example.com', role: 'VIEWER', companyIdStrings: [admin.companyId] }), 201);
    ok(await viewerKey.post('/users/password-resets', { userIdString: viewer.id }));
    expectProblem(await viewerKey.post('/users/invitations', { email: 'an-accountant@example.com', role: 'ACCOUNTANT', companyIdStrings: [admin.companyId] }), 403, 'key-would-widen');
    expectProblem(await viewerKey.post('/users/password-resets', { userIdString: otherAdmin.id }), 403, 'key-would-widen');
    const star = client(t, apiKeyAuth((await createApiKey(t, admin.token, { scopes: ['*'] })).key));
    ok(await star.post('/users/invitations', { email: 'a-new-admin@example.com', role: 'ADMIN', companyIdStrings: [admin.companyId] }), 201);
    ok(await star.post('/users/password-resets', { userIdString: otherAdmin.id }));
  });
});

describe('with SMTP configured', () => {
  test('the invitation is emailed to the invited address with its link, and the answer says so; the link is stored nowhere', async () => {
    const smtp = await startSmtpReceiver();
    const mailing = await createTestApp({ mail: { smtpUrl: smtp.url, retryDelaysMs: [] } });
    try {
      const boss = await setupAdmin(mailing, 'boss@example.com');
      const invited = ok<InvitationCreated>(await client(mailing, boss.token).post('/users/invitations', { email: 'new@example.com', role: 'VIEWER', companyIdStrings: [boss.companyId] }), 201);
      expect(invited.emailed).toBe(true);
      const [message] = smtp.received;
      expect(message.to).toMatchObject({ text: 'new@example.com' });
      expect(message.subject).toBe('You are invited to Business Ops');
      expect(message.text).toContain(invited.acceptUrl);
      expect(message.text).toContain('boss@example.com invited you');
      const stored = await mailing.database.db.execute(sql`SELECT count(*)::int AS n FROM outbox WHERE payload::text LIKE ${`%${tokenOf(invited.acceptUrl)}%`}`);
      expect((stored as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
    } finally {
      await mailing.close();
      await smtp.close();
    }
  });
});
