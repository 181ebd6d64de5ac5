import type { FastifyRequest } from 'fastify';
import { idParams, pageOf, problem } from '../../contract/common';
import {
  invitation, invitationCreate, invitationCreated, invitationListQuery, type InvitationCreated, passwordReset, passwordResetCreate, teamUser, teamUserListQuery, teamUserReplace,
} from '../../contract/users';
import {
  getInvitation, getTeamUser, inviteUser, issuePasswordReset, listInvitations, listTeam, replaceTeamUser,
} from '../domain/identity/team';
import { principalOf } from '../auth/authenticate';
import { inTransaction, readContext, sendCreated, type RouteContext } from './context';
import { resourceRoutes } from './resource-kit';

/** Where the console is, as the request reached it: the start of the one-time links. */
export const consoleBaseUrl = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * The invitation's email, when SMTP is configured: sent once the invitation committed, straight
 * to the server rather than through the outbox, so the one-time link is never stored; a refusal
 * leaves `emailed: false` and the link still shown to the inviter.
 */
async function emailInvitation(mail: RouteContext['mail'], created: InvitationCreated, inviter: string): Promise<boolean> {
  if (!mail) return false;
  try {
    await mail.send({
      from: mail.from, to: [created.email], cc: [], attachments: [], messageId: `<invitation-${created.id}@business-ops>`,
      subject: 'You are invited to Business Ops',
      text: `${inviter} invited you to work in Business Ops.\n\nOpen this link to choose your name and password (it works once, until ${created.expiresAt}):\n\n${created.acceptUrl}\n`,
    });
    return true;
  } catch {
    return false;
  }
}

export const userRoutes = resourceRoutes('users', ({ app, db, ...kit }, { mail }) => {
  const tags = ['users'];
  app.post('/users/invitations', {
    // the answer holds the one-time link: it must not be stored for replays (as API keys' secrets)
    config: { scope: 'users:write', idempotent: false },
    schema: {
      tags, summary: 'Invite someone to the team',
      description: 'A one-time link (`acceptUrl`, valid 7 days, shown only here) for `email` to join with `role` in your companies `companyIdStrings`. 409 when the email is a user already.',
      body: invitationCreate, response: { 201: invitationCreated, 403: problem, 409: problem, 422: problem },
    },
  }, async (request, reply) => {
    const created = await inTransaction(request, db, (ctx) => inviteUser(ctx, request.body, { baseUrl: consoleBaseUrl(request) }));
    return sendCreated(reply, 'users/invitations', { ...created, emailed: await emailInvitation(mail, created, principalOf(request).name) });
  });
  app.get('/users/invitations', {
    config: { scope: 'users:read' },
    schema: { tags, summary: 'List the invitations to your companies, the newest first', querystring: invitationListQuery, response: { 200: pageOf(invitation) } },
  }, async (request) => listInvitations(readContext(request, db), request.query));
  app.get('/users/invitations/:id', {
    config: { scope: 'users:read' },
    schema: { tags, summary: 'Get an invitation', params: idParams, response: { 200: invitation, 404: problem } },
  }, async (request) => getInvitation(readContext(request, db), request.params.id));

  kit.list({ summary: 'List the users who share a company with you', query: teamUserListQuery, record: teamUser, run: listTeam });
  kit.get({ summary: 'Get a user of your team', response: teamUser, run: getTeamUser });
  kit.replace({
    summary: 'Change a user\'s role, companies, or whether they are active',
    description: 'Companies you are not a member of stay as they are. Deactivating ends the user\'s sessions and stops their API keys (on every instance within a second); reactivating restores the keys that have not expired. The last active ADMIN cannot be demoted or deactivated: 409 `last-admin`.',
    body: teamUserReplace, response: teamUser, run: replaceTeamUser,
  });
  app.post('/users/password-resets', {
    config: { scope: 'users:write', idempotent: false },
    schema: {
      tags, summary: 'Issue a one-time link for a user to set a new password',
      description: 'The link (`resetUrl`, valid 24 hours) is shown only here; setting the password through it ends the user\'s other sessions. A user not of your team is 404; a deactivated one 409 `user-deactivated`.',
      body: passwordResetCreate, response: { 200: passwordReset, 404: problem, 409: problem, 422: problem },
    },
  }, async (request) => inTransaction(request, db, (ctx) => issuePasswordReset(ctx, request.body.userIdString, { baseUrl: consoleBaseUrl(request) })));
});
