import { z } from 'zod';
import { email, password } from './auth';
import { isoTimestamp, pageQuery, recordOf, uuid } from './common';
import { role } from './scopes';

/**
 * The team (decisions §13 "Team"; docs/team.md): the users of the companies an admin works in,
 * their roles, companies and whether they may sign in; invitations and password resets by
 * one-time links. Only admins (`users:read`, `users:write`) see and change them; the resource is
 * declared in resources.ts (this file reads the roles, which that list makes).
 */

const companyIdStrings = z.array(uuid).min(1, 'must name at least one company').max(100)
  .describe('The companies the user works in; the first is their default. Only companies you are a member of');

export const teamUser = recordOf({
  email: z.string(),
  name: z.string(),
  role,
  active: z.boolean().describe('false: deactivated; they cannot sign in, their sessions ended and their API keys stopped'),
  defaultCompanyId: uuid.nullable(),
  companyIdStrings: z.array(uuid).describe('Their companies that you are a member of too'),
});
export type TeamUser = z.infer<typeof teamUser>;

export const teamUserReplace = z.object({
  role,
  active: z.boolean(),
  companyIdStrings,
});
export type TeamUserReplace = z.infer<typeof teamUserReplace>;

export const teamUserListQuery = pageQuery.extend({
  search: z.string().trim().max(200).optional().describe('Part of the name or email'),
  role: role.optional(),
  active: z.enum(['true', 'false']).optional(),
});
export type TeamUserListQuery = z.infer<typeof teamUserListQuery>;

export const invitationCreate = z.object({
  email,
  role,
  companyIdStrings,
});
export type InvitationCreate = z.infer<typeof invitationCreate>;

export const invitationStatuses = ['PENDING', 'ACCEPTED', 'EXPIRED'] as const;

export const invitation = z.object({
  id: uuid,
  email: z.string(),
  role,
  companyIdStrings: z.array(uuid).describe('Its companies that you are a member of too'),
  status: z.enum(invitationStatuses),
  expiresAt: isoTimestamp,
  acceptedAt: isoTimestamp.nullable(),
  userIdString: uuid.nullable().describe('The user who accepted it'),
  invitedBy: uuid,
  createdAt: isoTimestamp,
});
export type Invitation = z.infer<typeof invitation>;

export const invitationCreated = invitation.extend({
  acceptUrl: z.string().describe('The one-time link to accept it: shown only in this answer (and emailed when SMTP is configured)'),
  emailed: z.boolean().describe('Whether an email with the link was queued'),
});
export type InvitationCreated = z.infer<typeof invitationCreated>;

export const invitationListQuery = pageQuery.extend({
  status: z.enum(invitationStatuses).optional(),
});
export type InvitationListQuery = z.infer<typeof invitationListQuery>;

export const invitationAccept = z.object({
  token: z.string().min(20).max(200),
  name: z.string().trim().min(1).max(200),
  password,
});
export type InvitationAccept = z.infer<typeof invitationAccept>;

export const passwordResetCreate = z.object({
  userIdString: uuid.describe('A user of your team'),
});
export type PasswordResetCreate = z.infer<typeof passwordResetCreate>;

export const passwordReset = z.object({
  userId: uuid,
  expiresAt: isoTimestamp,
  resetUrl: z.string().describe('The one-time link to set a new password: shown only in this answer; valid for 24 hours'),
});
export type PasswordReset = z.infer<typeof passwordReset>;

export const passwordResetComplete = z.object({
  token: z.string().min(20).max(200),
  password,
});
export type PasswordResetComplete = z.infer<typeof passwordResetComplete>;
