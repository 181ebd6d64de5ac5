import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/**
 * The scrypt cost of password hashes, log2(N) (BOS_PASSWORD_HASH_COST; r = 8, p = 1). The
 * default is OWASP's current minimum for scrypt (Password Storage Cheat Sheet): N = 2^17, and
 * it is also the lowest the service accepts in production. Test suites only may go down to
 * TEST_MIN, with BOS_INSECURE_PASSWORD_HASH_FOR_TESTS=true. MAX keeps a hash at 1 GiB of memory.
 */
export const PASSWORD_HASH_COST = { DEFAULT: 17, MIN: 17, MAX: 20, TEST_MIN: 10 } as const;

/** `127.0.0.1/8,::1` as a BlockList: addresses and networks (`address/prefix`), IPv4 or IPv6; undefined when one is neither. */
export function addressList(value: string): net.BlockList | undefined {
  const list = new net.BlockList();
  for (const entry of value.split(',').map((e) => e.trim()).filter(Boolean)) {
    const [address, prefix, ...rest] = entry.split('/');
    const family = net.isIP(address);
    const bits = prefix === undefined ? (family === 4 ? 32 : 128) : Number(prefix);
    if (family === 0 || rest.length > 0 || !/^\d{1,3}$/.test(String(bits)) || bits > (family === 4 ? 32 : 128)) return undefined;
    list.addSubnet(address, bits, family === 4 ? 'ipv4' : 'ipv6');
  }
  return list;
}

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  BOS_DATA_DIR: z.string().min(1).default('./data'),
  BOS_DB_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  BOS_JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  BOS_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BOS_LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  BOS_UPLOAD_LIMIT_MB: z.coerce.number().int().min(1).max(1024).default(50),
  BOS_TRUST_PROXY: booleanFlag.default(false),
  BOS_SECURE_COOKIES: booleanFlag.default(false),
  BOS_OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(1000),
  BOS_OUTBOX_DELAY_MS: z.coerce.number().int().min(0).max(86_400_000).default(0),
  BOS_OUTBOX_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  BOS_OUTBOX_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(100),
  BOS_PDF_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  BOS_PDF_QUEUE: z.coerce.number().int().min(0).max(10_000).default(16),
  BOS_PDF_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  BOS_SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  BOS_MAIL_FROM: z.string().min(3).max(320).default('Business Ops <no-reply@localhost>'),
  BOS_MAIL_RETRY_SCHEDULE: z.string().default('30s,5m,30m,2h,6h').transform((value, ctx) => {
    const delays = parseRetrySchedule(value);
    if (!delays) ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of durations such as 30s,5m,2h (units ms, s, m, h)' });
    return delays ?? [];
  }),
  BOS_WEBHOOK_RETRY_SCHEDULE: z.string().default('5s,5m,30m,2h,5h,10h,10h').transform((value, ctx) => {
    const delays = parseRetrySchedule(value);
    if (!delays) ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of durations such as 5s,5m,2h (units ms, s, m, h)' });
    return delays ?? [];
  }),
  BOS_WEBHOOK_ALLOW_PRIVATE: booleanFlag.default(false),
  BOS_WEBHOOK_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  BOS_METRICS_ALLOW: z.string().default('127.0.0.1/8,::1').refine((value) => addressList(value) !== undefined, 'must be comma-separated addresses or networks, e.g. 127.0.0.1/8,::1,10.0.0.0/8'),
  BOS_PASSWORD_HASH_COST: z.coerce.number().int().min(PASSWORD_HASH_COST.TEST_MIN).max(PASSWORD_HASH_COST.MAX).default(PASSWORD_HASH_COST.DEFAULT),
  /** Test suites only: lets BOS_PASSWORD_HASH_COST go below the production minimum. */
  BOS_INSECURE_PASSWORD_HASH_FOR_TESTS: booleanFlag.default(false),
}).superRefine((e, ctx) => {
  if (e.BOS_PASSWORD_HASH_COST < PASSWORD_HASH_COST.MIN && !e.BOS_INSECURE_PASSWORD_HASH_FOR_TESTS) {
    ctx.addIssue({
      code: 'custom',
      path: ['BOS_PASSWORD_HASH_COST'],
      message: `must be at least ${PASSWORD_HASH_COST.MIN} (the production minimum); lower values are for test suites only, with BOS_INSECURE_PASSWORD_HASH_FOR_TESTS=true`,
    });
  }
});

/** How the outbox dispatcher runs (docs/operations.md#outbox). */
export type OutboxSettings = {
  /** How often it looks for effects when nothing nudges it. */
  pollIntervalMs: number;
  /** An effect is sent no sooner than this long after it was recorded (0: at once). */
  delayMs: number;
  /** How long a claim lasts before another dispatcher may take the effect over. */
  leaseMs: number;
  /** Effects claimed at a time. */
  batchSize: number;
};

/**
 * Email (decisions §13 "Email", docs/operations.md "Email"): the SMTP server (none: sending is
 * refused, 409 email-not-configured), the From address, and the waits before each retry.
 */
export type MailSettings = { smtpUrl: string | undefined; from: string; retryDelaysMs: number[] };

export const defaultMailSettings: MailSettings = { smtpUrl: undefined, from: 'Business Ops <no-reply@localhost>', retryDelaysMs: [30_000, 300_000, 1_800_000, 7_200_000, 21_600_000] };

const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;

/** "30s,5m,2h" as milliseconds; undefined when any part is not a duration (at most 20 parts, each at most a day). */
export function parseRetrySchedule(value: string): number[] | undefined {
  const parts = value.split(',').map((part) => /^\s*(\d{1,9})(ms|s|m|h)\s*$/.exec(part));
  if (parts.length > 20 || parts.some((m) => !m)) return undefined;
  const delays = parts.map((m) => Number(m![1]) * UNIT_MS[m![2] as keyof typeof UNIT_MS]);
  return delays.every((d) => d <= 86_400_000) ? delays : undefined;
}

/** How webhooks are sent (docs/webhooks.md; the dispatcher: domain/webhooks/webhook-dispatcher.ts). */
export type WebhookSettings = {
  /** The waits before each retry (BOS_WEBHOOK_RETRY_SCHEDULE); after the last, FAILED. */
  retryDelaysMs: number[];
  /** Loopback and private addresses allowed (BOS_WEBHOOK_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  /** An attempt with no answer by then fails. */
  timeoutMs: number;
  /** How long a claim lasts (longer than the timeout) before another dispatcher may take it over. */
  leaseMs: number;
  pollIntervalMs: number;
  batchSize: number;
  concurrencyPerEndpoint: number;
};

export const defaultWebhookSettings: WebhookSettings = {
  retryDelaysMs: [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000],
  allowPrivate: false, timeoutMs: 15_000, leaseMs: 60_000, pollIntervalMs: 1000, batchSize: 200, concurrencyPerEndpoint: 8,
};

export const defaultOutboxSettings: OutboxSettings = { pollIntervalMs: 1000, delayMs: 0, leaseMs: 60_000, batchSize: 100 };

/**
 * How sales-order PDFs are rendered (pdf/pool.ts, docs/performance.md "Sales order PDF"): in at
 * most `workers` worker threads, with at most `queue` renders waiting (past it 503), each
 * abandoned after `timeoutMs` (503).
 */
export type PdfSettings = { workers: number; queue: number; timeoutMs: number };

/** BOS_PDF_WORKERS' default: a thread per core but one, which the event loop keeps; at least one. */
export const defaultPdfWorkers = () => Math.max(1, os.availableParallelism() - 1);
export const defaultPdfSettings = (): PdfSettings => ({ workers: defaultPdfWorkers(), queue: 16, timeoutMs: 30_000 });

export type Config = {
  port: number;
  host: string;
  database: { kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite'; dataDir: string };
  jwtSecret: string | undefined;
  logLevel: z.infer<typeof environmentSchema>['BOS_LOG_LEVEL'];
  /** Readable colored lines (pino-pretty) rather than JSON: BOS_LOG_FORMAT, `auto` when stdout is a terminal. */
  prettyLogs: boolean;
  uploadLimitBytes: number;
  trustProxy: boolean;
  secureCookies: boolean;
  outbox: OutboxSettings;
  /** scrypt cost, log2(N): BOS_PASSWORD_HASH_COST. */
  passwordHashCost: number;
  /** The PDF render workers (BOS_PDF_WORKERS, BOS_PDF_QUEUE, BOS_PDF_TIMEOUT_MS; pdf/pool.ts). */
  pdf: PdfSettings;
  /** BOS_SMTP_URL, BOS_MAIL_FROM, BOS_MAIL_RETRY_SCHEDULE. */
  mail: MailSettings;
  /** BOS_WEBHOOK_RETRY_SCHEDULE, BOS_WEBHOOK_ALLOW_PRIVATE, BOS_WEBHOOK_LEASE_MS. */
  webhooks: WebhookSettings;
  /** Who may read GET /metrics (BOS_METRICS_ALLOW): addresses and networks, comma-separated. */
  metricsAllow: string;
};

export class ConfigError extends Error {}

/** Never echoed in error messages: they may hold passwords. */
const SECRET_VARIABLES = new Set(['DATABASE_URL', 'BOS_JWT_SECRET', 'BOS_SMTP_URL']);

/** Reads the environment into a typed config; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const variable = String(issue.path[0]);
      const shown = SECRET_VARIABLES.has(variable) ? '' : `=${JSON.stringify(env[variable])}`;
      return `${variable}${shown}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.BOS_DB_POOL_SIZE }
      : { kind: 'pglite', dataDir: path.resolve(e.BOS_DATA_DIR) },
    jwtSecret: e.BOS_JWT_SECRET,
    logLevel: e.BOS_LOG_LEVEL,
    prettyLogs: e.BOS_LOG_FORMAT === 'pretty' || (e.BOS_LOG_FORMAT === 'auto' && process.stdout.isTTY === true),
    uploadLimitBytes: e.BOS_UPLOAD_LIMIT_MB * 1024 * 1024,
    trustProxy: e.BOS_TRUST_PROXY,
    secureCookies: e.BOS_SECURE_COOKIES,
    outbox: { pollIntervalMs: e.BOS_OUTBOX_POLL_MS, delayMs: e.BOS_OUTBOX_DELAY_MS, leaseMs: e.BOS_OUTBOX_LEASE_MS, batchSize: e.BOS_OUTBOX_BATCH_SIZE },
    passwordHashCost: e.BOS_PASSWORD_HASH_COST,
    pdf: { workers: e.BOS_PDF_WORKERS ?? defaultPdfWorkers(), queue: e.BOS_PDF_QUEUE, timeoutMs: e.BOS_PDF_TIMEOUT_MS },
    mail: { smtpUrl: e.BOS_SMTP_URL, from: e.BOS_MAIL_FROM, retryDelaysMs: e.BOS_MAIL_RETRY_SCHEDULE },
    metricsAllow: e.BOS_METRICS_ALLOW,
    webhooks: { ...defaultWebhookSettings, retryDelaysMs: e.BOS_WEBHOOK_RETRY_SCHEDULE, allowPrivate: e.BOS_WEBHOOK_ALLOW_PRIVATE, leaseMs: e.BOS_WEBHOOK_LEASE_MS },
  };
}
