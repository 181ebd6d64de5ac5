import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/connection';
import { users } from '../db/schema';

const scrypt = promisify(crypto.scrypt) as (password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions) => Promise<Buffer>;

/** scrypt with N = 2^cost (`PASSWORD_HASH_COST` in config.ts: 17 by default and at least), r = 8, p = 1. */
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

export const passwordParams = (cost: number) => ({ N: 2 ** cost, r: R, p: P });

/** scrypt needs 128·N·r bytes; Node refuses above `maxmem` (32 MiB by default), so allow twice that. */
const maxmemFor = (N: number, r: number) => 128 * N * r * 2;

/** `scrypt$N$r$p$salt$hash`, base64url parts: a hash carries its parameters, so one made at any cost verifies at another. */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const { N, r, p } = passwordParams(cost);
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: maxmemFor(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/**
 * Whether `password` matches `stored`, and whether `stored` was made with a lower cost than
 * `cost`, today's (`outdated`): the caller then stores a new hash, so old hashes are upgraded at
 * the next successful sign-in. A hash made at a higher cost stays as it is.
 */
export type PasswordCheck = { valid: false } | { valid: true; outdated: boolean };

export async function checkPassword(password: string, stored: string, cost: number): Promise<PasswordCheck> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !hash || !Object.values(params).every(Number.isSafeInteger)) return { valid: false };
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, { ...params, maxmem: maxmemFor(params.N, params.r) });
  if (!crypto.timingSafeEqual(actual, expected)) return { valid: false };
  const today = passwordParams(cost);
  const outdated = params.N < today.N || params.r < today.r || params.p < today.p || expected.length < KEY_LENGTH;
  return { valid: true, outdated };
}

/** After a successful sign-in with an outdated hash: the same password, hashed at today's cost. */
export async function upgradePasswordHash(db: DbOrTx, userId: string, password: string, cost: number) {
  await db.update(users).set({ passwordHash: await hashPassword(password, cost) }).where(eq(users.id, userId));
}

/** One throw-away hash per cost (the service makes it at start: `prepareDummyHash`). */
const dummyHashes = new Map<number, Promise<string>>();

export function prepareDummyHash(cost: number): Promise<string> {
  let dummy = dummyHashes.get(cost);
  if (!dummy) {
    dummy = hashPassword(crypto.randomBytes(16).toString('hex'), cost);
    // a failed one is made again on the next use, never left as an unhandled rejection
    dummy.catch(() => dummyHashes.delete(cost));
    dummyHashes.set(cost, dummy);
  }
  return dummy;
}

/** Spends the same time as a real check, so unknown emails cannot be told apart by timing. */
export async function verifyAgainstNothing(password: string, cost: number): Promise<{ valid: false }> {
  await checkPassword(password, await prepareDummyHash(cost), cost);
  return { valid: false };
}
