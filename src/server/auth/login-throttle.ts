import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/connection';
import { loginFailures } from '../db/schema';
import { ProblemError } from '../http/problem';

export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

const subjects = (email: string, address: string) => [`email:${email.trim().toLowerCase()}`, `ip:${address}`];
const windowOver = sql`login_failures.window_start <= now() - make_interval(secs => ${LOGIN_WINDOW_SECONDS})`;

/**
 * Counts one attempt against `subject` unless it is at its limit already; false when it is.
 * One statement under the row lock, so attempts made at once cannot all slip past the check.
 */
async function reserveAttempt(db: Db, subject: string, limit: number): Promise<boolean> {
  const rows = await queryRows(db, sql`
    INSERT INTO login_failures (subject, window_start, failures) VALUES (${subject}, now(), 1)
    ON CONFLICT (subject) DO UPDATE SET
      failures = CASE WHEN ${windowOver} THEN 1 ELSE login_failures.failures + 1 END,
      window_start = CASE WHEN ${windowOver} THEN now() ELSE login_failures.window_start END
    WHERE ${windowOver} OR login_failures.failures < ${limit}
    RETURNING login_failures.failures`);
  return rows.length > 0;
}

async function releaseAttempt(db: Db, subject: string) {
  await db.update(loginFailures).set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)` }).where(eq(loginFailures.subject, subject));
}

async function tooManyFailures(db: Db, subject: string): Promise<ProblemError> {
  const [row] = await db
    .select({ retryAfter: sql<number>`ceil(extract(epoch FROM ${loginFailures.windowStart} + make_interval(secs => ${LOGIN_WINDOW_SECONDS}) - now()))::int` })
    .from(loginFailures)
    .where(eq(loginFailures.subject, subject));
  const retryAfter = Math.max(row?.retryAfter ?? 1, 1);
  return new ProblemError(429, 'rate-limited', `Too many failed sign-ins; try again in ${retryAfter} s.`, undefined, { 'Retry-After': String(retryAfter) });
}

/**
 * Counts a sign-in attempt as a failure of its email and its address before the password is
 * checked, in windows shared by all instances, and refuses it (429) while either has too many
 * recent failures. Counting first means parallel guesses are limited exactly like sequential
 * ones. A successful attempt is given back with `loginSucceeded`.
 */
export async function reserveLoginAttempt(db: Db, email: string, address: string) {
  const [emailSubject, addressSubject] = subjects(email, address);
  if (!(await reserveAttempt(db, emailSubject, MAX_FAILURES_PER_EMAIL))) throw await tooManyFailures(db, emailSubject);
  if (!(await reserveAttempt(db, addressSubject, MAX_FAILURES_PER_ADDRESS))) {
    await releaseAttempt(db, emailSubject);
    throw await tooManyFailures(db, addressSubject);
  }
}

/** The attempt was no failure: the email's failures are forgotten and the address gets its attempt back. */
export async function loginSucceeded(db: Db, email: string, address: string) {
  const [emailSubject, addressSubject] = subjects(email, address);
  await db.delete(loginFailures).where(eq(loginFailures.subject, emailSubject));
  await releaseAttempt(db, addressSubject);
}

/** Drops failure windows that have ended. */
export async function pruneLoginFailures(db: Db) {
  await db.delete(loginFailures).where(windowOver);
}
