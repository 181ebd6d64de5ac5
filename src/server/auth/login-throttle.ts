import { and, eq, gt, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/connection';
import { loginFailures, loginKnownAddresses } from '../db/schema';
import { ProblemError } from '../http/problem';

/**
 * Sign-in throttling (OWASP authentication guidance: slow guessing down, never lock the owner
 * out). Failures are counted per subject in the database, shared by all instances:
 *
 * - `pair:<email>|<address>`: one account from one address, 5 failures free;
 * - `ip:<address>`: every account from one address (password spraying), 20 free;
 * - `email:<email>`: one account from every address (a guesser with many addresses), 20 free,
 *   counted only for addresses the account has not signed in from before (`login_known_addresses`),
 *   so that no stranger can keep its owner out.
 *
 * Past its free failures a subject's next attempt must wait 1 s after its last failure, then 2 s,
 * 4 s, ... up to 15 min (429 with Retry-After); a subject's failures are forgotten 15 min after
 * its last one. Attempts are counted before the password is checked, so parallel guesses are
 * limited exactly like sequential ones, and a successful one is given back.
 */
export const FORGET_AFTER_SECONDS = 15 * 60;
export const MAX_DELAY_SECONDS = 15 * 60;
export const FREE_FAILURES = { pair: 5, address: 20, account: 20 } as const;
const KNOWN_ADDRESS_DAYS = 90;

const forgotten = sql`login_failures.last_failure_at <= now() - make_interval(secs => ${FORGET_AFTER_SECONDS})`;
/** When the subject's next attempt may come: its last failure plus 2^(failures − free) s, at most MAX_DELAY_SECONDS. */
const nextAllowed = (free: number) =>
  sql`login_failures.last_failure_at + make_interval(secs => least(power(2, login_failures.failures - ${free}), ${MAX_DELAY_SECONDS}))`;

type Subject = { key: string; free: number };

function subjectsOf(email: string, address: string) {
  const account = email.trim().toLowerCase();
  return {
    known: `${account}|${address}`,
    pair: { key: `pair:${account}|${address}`, free: FREE_FAILURES.pair },
    address: { key: `ip:${address}`, free: FREE_FAILURES.address },
    account: { key: `email:${account}`, free: FREE_FAILURES.account },
  };
}

/**
 * Counts one attempt against the subject unless it must wait; false when it must.
 * One statement under the row lock, so attempts made at once cannot all slip past the check.
 */
async function reserveAttempt(db: Db, { key, free }: Subject): Promise<boolean> {
  const rows = await queryRows(db, sql`
    INSERT INTO login_failures (subject, failures, last_failure_at) VALUES (${key}, 1, now())
    ON CONFLICT (subject) DO UPDATE SET
      failures = CASE WHEN ${forgotten} THEN 1 ELSE login_failures.failures + 1 END,
      last_failure_at = now()
    WHERE ${forgotten} OR login_failures.failures < ${free} OR now() >= ${nextAllowed(free)}
    RETURNING login_failures.failures`);
  return rows.length > 0;
}

async function releaseAttempt(db: Db, { key }: Subject) {
  await db.update(loginFailures).set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)` }).where(eq(loginFailures.subject, key));
}

async function mustWait(db: Db, { key, free }: Subject): Promise<ProblemError> {
  const [row] = await queryRows<{ retry_after: number }>(db, sql`
    SELECT ceil(extract(epoch FROM ${nextAllowed(free)} - now()))::int AS retry_after FROM login_failures WHERE subject = ${key}`);
  const retryAfter = Math.max(row?.retry_after ?? 1, 1);
  return new ProblemError(429, 'rate-limited', `Too many failed sign-ins; try again in ${retryAfter} s.`, undefined, { 'Retry-After': String(retryAfter) });
}

async function isKnownAddress(db: Db, known: string): Promise<boolean> {
  const rows = await db.select({ subject: loginKnownAddresses.subject }).from(loginKnownAddresses)
    .where(and(eq(loginKnownAddresses.subject, known), gt(loginKnownAddresses.lastSuccessAt, sql`now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`)));
  return rows.length > 0;
}

/** Counts a sign-in attempt as a failure of each subject it falls under, or refuses it (429) while one must wait. */
export async function reserveLoginAttempt(db: Db, email: string, address: string) {
  const s = subjectsOf(email, address);
  const subjects = (await isKnownAddress(db, s.known)) ? [s.pair, s.address] : [s.pair, s.address, s.account];
  const reserved: Subject[] = [];
  for (const subject of subjects) {
    if (!(await reserveAttempt(db, subject))) {
      for (const earlier of reserved) await releaseAttempt(db, earlier);
      throw await mustWait(db, subject);
    }
    reserved.push(subject);
  }
}

/** The attempt was no failure: the pair's failures are forgotten, the others get it back, the address is known. */
export async function loginSucceeded(db: Db, email: string, address: string) {
  const s = subjectsOf(email, address);
  await db.delete(loginFailures).where(eq(loginFailures.subject, s.pair.key));
  await releaseAttempt(db, s.address);
  if (!(await isKnownAddress(db, s.known))) await releaseAttempt(db, s.account);
  await db.insert(loginKnownAddresses).values({ subject: s.known, lastSuccessAt: sql`now()` })
    .onConflictDoUpdate({ target: loginKnownAddresses.subject, set: { lastSuccessAt: sql`now()` } });
}

/** Drops forgotten failures and addresses not signed in from for KNOWN_ADDRESS_DAYS. */
export async function pruneLoginFailures(db: Db) {
  await db.delete(loginFailures).where(forgotten);
  await db.delete(loginKnownAddresses).where(sql`${loginKnownAddresses.lastSuccessAt} <= now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`);
}
