import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { timestamps, version } from './columns';
import { companies } from './core';

/** Users, their company memberships, sessions, sign-in throttling and API keys. */

export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull(),
  /** How the console and the audit trail name the user; the email until they give one. */
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').notNull(),
  defaultCompanyId: uuid('default_company_id').references(() => companies.id),
  /** A deactivated user signs in no more, and their sessions and keys stop (docs/team.md). */
  active: boolean('active').notNull().default(true),
  ...timestamps,
  ...version,
}, (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)]);

/**
 * An invitation to join the team (decisions §13 "Team"): accepted once, by whoever holds its
 * one-time link, within 7 days. Only the token's hash is kept.
 */
export const invitations = pgTable('invitations', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull(),
  role: text('role').notNull(),
  companyIds: uuid('company_ids').array().notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
  /** The user the acceptance made. */
  userId: uuid('user_id').references(() => users.id),
  invitedBy: uuid('invited_by').notNull().references(() => users.id),
  ...timestamps,
  ...version,
}, (t) => [index('invitations_email_idx').on(sql`lower(${t.email})`)]);

/** A one-time link an admin issued for a user to set a new password (docs/team.md); only the token's hash is kept. */
export const passwordResets = pgTable('password_resets', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  issuedBy: uuid('issued_by').notNull().references(() => users.id),
  createdAt: timestamps.createdAt,
});

export const companyMemberships = pgTable('company_memberships', {
  userId: uuid('user_id').notNull().references(() => users.id),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  createdAt: timestamps.createdAt,
}, (t) => [primaryKey({ columns: [t.userId, t.companyId] })]);

export const refreshTokens = pgTable('refresh_tokens', {
  id: uuid('id').primaryKey(),
  familyId: uuid('family_id').notNull(),
  userId: uuid('user_id').notNull().references(() => users.id),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamps.createdAt,
}, (t) => [index('refresh_tokens_family_idx').on(t.familyId)]);

export const loginFailures = pgTable('login_failures', {
  /** `pair:<email>|<address>`, `ip:<address>` or `email:<email>` (auth/login-throttle.ts) */
  subject: text('subject').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Where an account has signed in from: `<email>|<address>`, exempt from the account's own throttle. */
export const loginKnownAddresses = pgTable('login_known_addresses', {
  subject: text('subject').primaryKey(),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const apiKeys = pgTable('api_keys', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id),
  /** The company a request made with this key acts for when it names none. */
  companyId: uuid('company_id').notNull().references(() => companies.id),
  name: text('name').notNull(),
  description: text('description'),
  keyHash: text('key_hash').notNull().unique(),
  start: text('start').notNull(),
  scopes: text('scopes').array().notNull(),
  rateLimitPerHour: integer('rate_limit_per_hour').notNull(),
  /**
   * For a key created by a key: the first key of that line (created in the console or by the
   * CLI), whose hourly limit all the keys of the line share, so that keys minted by a key
   * cannot multiply its requests. Null for such a first key.
   */
  quotaKeyId: uuid('quota_key_id').references((): AnyPgColumn => apiKeys.id),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  ...timestamps,
  ...version,
}, (t) => [
  uniqueIndex('api_keys_active_name_key').on(t.userId, sql`lower(${t.name})`).where(sql`${t.revokedAt} IS NULL`),
]);

/**
 * Rolling-hour usage of a key: 61 one-minute buckets in a ring (minute mod 61),
 * updated under a row lock by the SQL function bos_api_key_lease (instances lease quota in batches).
 */
export const apiKeyUsage = pgTable('api_key_usage', {
  apiKeyId: uuid('api_key_id').primaryKey().references(() => apiKeys.id),
  baseMinute: bigint('base_minute', { mode: 'number' }).notNull().default(0),
  minuteCounts: integer('minute_counts').array().notNull(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
});
