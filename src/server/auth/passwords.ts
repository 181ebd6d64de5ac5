import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/connection';
import { users } from '../db/schema';

const scrypt = promisify(crypto.scrypt) as (password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions) => Promise<Buffer>;

/** OWASP's current minimum for scrypt (Password Storage Cheat Sheet): N = 2^17, r = 8, p = 1. */
export const PASSWORD_PARAMS = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

/** scrypt needs 128·N·r bytes; Node refuses above `maxmem` (32 MiB by default), so allow twice that. */
const maxmemFor = (N: number, r: number) => 128 * N * r * 2;

/** `scrypt$N$r$p$salt$hash`, base64url parts. */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = PASSWORD_PARAMS;
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: maxmemFor(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/**
 * Whether `password` matches `stored`, and whether `stored` was made with a lower cost than
 * today's (`outdated`): the caller then stores a new hash, so old hashes are upgraded at the
 * next successful sign-in.
 */
export type PasswordCheck = { valid: false } | { valid: true; outdated: boolean };

export async function checkPassword(password: string, stored: string): Promise<PasswordCheck> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !hash || !Object.values(params).every(Number.isSafeInteger)) return { valid: false };
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, { ...params, maxmem: maxmemFor(params.N, params.r) });
  if (!crypto.timingSafeEqual(actual, expected)) return { valid: false };
  const outdated = params.N < PASSWORD_PARAMS.N || params.r < PASSWORD_PARAMS.r || params.p < PASSWORD_PARAMS.p || expected.length < KEY_LENGTH;
  return { valid: true, outdated };
}

/** After a successful sign-in with an outdated hash: the same password, hashed at today's cost. */
export async function upgradePasswordHash(db: DbOrTx, userId: string, password: string) {
  await db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, userId));
}

/** Spends the same time as a real check, so unknown emails cannot be told apart by timing. */
const dummyHash = hashPassword(crypto.randomBytes(16).toString('hex'));
export async function verifyAgainstNothing(password: string): Promise<{ valid: false }> {
  await checkPassword(password, await dummyHash);
  return { valid: false };
}
