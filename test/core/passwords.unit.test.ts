import crypto from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { checkPassword, hashPassword, verifyAgainstNothing } from '../../src/server/auth/passwords';
import { loadConfig, PASSWORD_HASH_COST } from '../../src/server/config';

const oldHash = (password: string, N: number) => {
  const salt = crypto.randomBytes(16);
  return ['scrypt', N, 8, 1, salt.toString('base64url'), crypto.scryptSync(password, salt, 32, { N, r: 8, p: 1, maxmem: 256 * N * 8 }).toString('base64url')].join('$');
};

describe('password hashes', () => {
  test('by default (the production minimum) scrypt at N = 2^17, r = 8, p = 1, the parameters in the hash', async () => {
    expect(PASSWORD_HASH_COST).toMatchObject({ DEFAULT: 17, MIN: 17 });
    const hash = await hashPassword('correct horse battery staple', PASSWORD_HASH_COST.DEFAULT);
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await checkPassword('correct horse battery staple', hash, PASSWORD_HASH_COST.DEFAULT)).toEqual({ valid: true, outdated: false });
    expect(await checkPassword('correct horse battery', hash, PASSWORD_HASH_COST.DEFAULT)).toEqual({ valid: false });
  });

  test('a hash made at one cost verifies at another: outdated when made at a lower cost than today\'s', async () => {
    const at10 = await hashPassword('pw-pw-pw-pw', 10);
    expect(at10).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await checkPassword('pw-pw-pw-pw', at10, 10)).toEqual({ valid: true, outdated: false });
    expect(await checkPassword('pw-pw-pw-pw', at10, 12)).toEqual({ valid: true, outdated: true });
    const at12 = await hashPassword('pw-pw-pw-pw', 12);
    expect(await checkPassword('pw-pw-pw-pw', at12, 10)).toEqual({ valid: true, outdated: false });
    expect(await checkPassword('wrong', at12, 10)).toEqual({ valid: false });
    // an N = 16384 hash of an older release, at today's default
    expect(await checkPassword('pw-pw-pw-pw', oldHash('pw-pw-pw-pw', 16384), PASSWORD_HASH_COST.DEFAULT)).toEqual({ valid: true, outdated: true });
  });

  test('malformed stored hashes are no match; an unknown email is no match either', async () => {
    for (const stored of ['', 'bcrypt$1$2$3$a$b', 'scrypt$x$8$1$a$b', 'scrypt$1024$8$1$$']) expect(await checkPassword('pw', stored, 10)).toEqual({ valid: false });
    expect(await verifyAgainstNothing('pw', 10)).toEqual({ valid: false });
  });
});

describe('BOS_PASSWORD_HASH_COST', () => {
  test('defaults to 17; 17 to 20 are accepted', () => {
    expect(loadConfig({}).passwordHashCost).toBe(17);
    expect(loadConfig({ BOS_PASSWORD_HASH_COST: '' }).passwordHashCost).toBe(17);
    expect(loadConfig({ BOS_PASSWORD_HASH_COST: '20' }).passwordHashCost).toBe(20);
  });

  test('below the production minimum it is refused, unless a test suite says so with BOS_INSECURE_PASSWORD_HASH_FOR_TESTS', () => {
    expect(() => loadConfig({ BOS_PASSWORD_HASH_COST: '16' })).toThrow(/BOS_PASSWORD_HASH_COST="16": must be at least 17/);
    expect(() => loadConfig({ BOS_PASSWORD_HASH_COST: '10', BOS_INSECURE_PASSWORD_HASH_FOR_TESTS: 'false' })).toThrow(/must be at least 17/);
    expect(loadConfig({ BOS_PASSWORD_HASH_COST: '10', BOS_INSECURE_PASSWORD_HASH_FOR_TESTS: 'true' }).passwordHashCost).toBe(10);
  });

  test('out of range or not a whole number is refused, even for tests', () => {
    const forTests = { BOS_INSECURE_PASSWORD_HASH_FOR_TESTS: 'true' };
    expect(() => loadConfig({ ...forTests, BOS_PASSWORD_HASH_COST: '9' })).toThrow(/BOS_PASSWORD_HASH_COST/);
    expect(() => loadConfig({ BOS_PASSWORD_HASH_COST: '21' })).toThrow(/BOS_PASSWORD_HASH_COST/);
    expect(() => loadConfig({ BOS_PASSWORD_HASH_COST: '17.5' })).toThrow(/BOS_PASSWORD_HASH_COST/);
    expect(() => loadConfig({ BOS_PASSWORD_HASH_COST: 'high' })).toThrow(/BOS_PASSWORD_HASH_COST/);
  });
});
