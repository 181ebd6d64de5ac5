import { z } from 'zod';
import { uuid } from './common';
import { companyCreate } from './companies';
import { role } from './scopes';

export const email = z.email().max(320);
export const password = z.string().min(12, 'must be at least 12 characters').max(200);

export const loginRequest = z.object({ email, password: z.string().min(1).max(200) });
export type LoginRequest = z.infer<typeof loginRequest>;

export const user = z.object({
  id: uuid,
  email: z.string(),
  name: z.string(),
  role,
  defaultCompanyId: uuid.nullable(),
  companyIds: z.array(uuid),
});
export type User = z.infer<typeof user>;

export const session = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  expiresIn: z.number().int().describe('Seconds until the access token expires'),
  user,
});
export type Session = z.infer<typeof session>;

export const setupStatus = z.object({ setupRequired: z.boolean() });

export const setupRequest = z.object({
  email,
  password,
  company: companyCreate,
});
export type SetupRequest = z.input<typeof setupRequest>;
