import type { Feature } from '../../app/feature';
import { resourceRoutes } from '../../app/routes';

/** The team: users, roles, invitations and password resets (docs/team.md). */
export const teamFeature: Feature = {
  nav: [{ area: 'Settings', label: 'Team', path: '/settings/team' }],
  actions: [{ label: 'Invite to the team', path: '/settings/team/new' }],
  routes: resourceRoutes('settings/team', {
    list: () => import('./TeamListPage'),
    create: () => import('./InviteModal'),
    detail: () => import('./TeamUserPage'),
    recordDialogs: { edit: () => import('./EditUserModal') },
  }),
};
