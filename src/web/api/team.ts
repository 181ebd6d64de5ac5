import { useMutation } from '@tanstack/react-query';
import type { Session } from '../../contract/auth';
import type {
  Invitation, InvitationAccept, InvitationCreate, InvitationCreated, InvitationListQuery, PasswordReset, PasswordResetComplete, TeamUser,
  TeamUserListQuery, TeamUserReplace,
} from '../../contract/users';
import { apiRequest, api } from './client';
import type { ListQuery } from './list';
import { createResourceApi } from './resource-api';
import { session } from './session';

/** The team (docs/team.md): users who share a company with the admin, and the invitations to join. */
export const teamUsers = createResourceApi<{ record: TeamUser; query: ListQuery<TeamUserListQuery>; update: TeamUserReplace }>({ name: 'users', path: '/users' });

/** An accepted invitation adds a user: both lists go stale. */
export const invitations = createResourceApi<{ record: Invitation; query: ListQuery<InvitationListQuery>; create: InvitationCreate }>({
  name: 'invitations', path: '/users/invitations', alsoInvalidates: () => [teamUsers.keys.all],
});

export const TEAM_PATH = '/settings/team';
export const teamUserHref = (user: { id: string }) => `${TEAM_PATH}/${user.id}`;

/** Invites: the answer holds the one-time link, shown once. */
export const useInvite = () => invitations.useChange((input: InvitationCreate) => api.post<InvitationCreated>('/users/invitations', input));

export const useIssuePasswordReset = () => teamUsers.useChange((userIdString: string) => api.post<PasswordReset>('/users/password-resets', { userIdString }));

/** The public pages a one-time link opens: they answer a session, as signing in does. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (input: InvitationAccept) => apiRequest<Session>('POST', '/auth/invitations/accept', { body: input, authenticated: false }),
    onSuccess: (value) => session.start(value),
  });
}

export function useCompletePasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetComplete) => apiRequest<Session>('POST', '/auth/password-reset', { body: input, authenticated: false }),
    onSuccess: (value) => session.start(value),
  });
}
