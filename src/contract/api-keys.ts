import { z } from 'zod';
import { description, isoDateTime, isoTimestamp, name, pageQuery, parseIsoDateTime, recordOf, uuid } from './common';
import { scope } from './scopes';

export const RATE_LIMIT_MAX = 1_000_000;

/** API key (interface §2.1): the create payload, and the DELETE /api-keys payload. */
export const apiKeyCreate = z.object({
  name,
  description: description.optional(),
  scopes: z.array(scope).min(1, 'at least one scope is required').max(100),
  rateLimitPerHour: z.number().int('must be a whole number').min(1).max(RATE_LIMIT_MAX),
  expiresAt: isoDateTime.refine((v) => parseIsoDateTime(v).getTime() > Date.now(), 'must be in the future'),
  companyIdString: uuid.optional(),
});
export type ApiKeyCreate = z.infer<typeof apiKeyCreate>;

/**
 * DELETE /api-keys: the create shape; `name` identifies the key, the other fields are not
 * required. `expiresAt` may be past: the payload that created a key that has expired since
 * must still delete it.
 */
export const apiKeyDeleteByName = apiKeyCreate.extend({ expiresAt: isoDateTime }).partial().required({ name: true });

export const apiKeyStatus = z.enum(['ACTIVE', 'EXPIRED', 'REVOKED']);

export const apiKey = recordOf({
  name: z.string(),
  description: z.string().nullable(),
  start: z.string().describe('The first 12 characters of the key, for recognising it'),
  scopes: z.array(z.string()),
  rateLimitPerHour: z.number().int(),
  expiresAt: isoTimestamp,
  status: apiKeyStatus,
  lastUsedAt: isoTimestamp.nullable(),
  revokedAt: isoTimestamp.nullable(),
  userId: uuid,
});
export type ApiKey = z.infer<typeof apiKey>;

/** Only the create response carries the secret. */
export const apiKeyCreated = apiKey.extend({ key: z.string().describe('The secret; shown only once') });
export type ApiKeyCreated = z.infer<typeof apiKeyCreated>;

export const apiKeyListQuery = pageQuery.extend({
  status: apiKeyStatus.optional(),
  name: z.string().max(200).optional(),
});
