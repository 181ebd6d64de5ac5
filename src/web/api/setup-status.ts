import { apiRequest } from './client';

export type SetupStatus = { setupRequired: boolean };

/** Whether first-run setup is due (nobody has signed in yet). Apart from api/auth.ts: the entry asks it without the query cache. */
export const fetchSetupStatus = () => apiRequest<SetupStatus>('GET', '/auth/setup', { authenticated: false });
