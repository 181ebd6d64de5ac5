import crypto from 'node:crypto';
import zlib from 'node:zlib';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const PREFIX = 'bos_';
const RANDOM_LENGTH = 40;
const CHECKSUM_LENGTH = 6;
const KEY_PATTERN = /^bos_[0-9A-Za-z]{46}$/;
export const KEY_START_LENGTH = 12;

function base62(value: number, width: number): string {
  let out = '';
  for (let i = 0; i < width; i++) {
    out = BASE62[value % 62] + out;
    value = Math.floor(value / 62);
  }
  return out;
}

function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of crypto.randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62]; // 248 = 4 * 62: no modulo bias
    }
  }
  return out;
}

function checksum(random: string): string {
  return base62(zlib.crc32(random), CHECKSUM_LENGTH);
}

/** `bos_` + 40 random base62 + 6-character base62 CRC32 of the random part (decisions §5). */
export function generateApiKey(): string {
  const random = randomBase62(RANDOM_LENGTH);
  return PREFIX + random + checksum(random);
}

export type KeyFormatProblem = 'malformed' | 'bad-checksum';

/** Checked before any database lookup, so garbage never costs a query. */
export function checkApiKeyFormat(key: string): KeyFormatProblem | undefined {
  if (!KEY_PATTERN.test(key)) return 'malformed';
  const random = key.slice(PREFIX.length, PREFIX.length + RANDOM_LENGTH);
  return checksum(random) === key.slice(PREFIX.length + RANDOM_LENGTH) ? undefined : 'bad-checksum';
}

export function hashApiKey(key: string): string {
  return crypto.createHash('sha256').update(key).digest('hex');
}
