import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { apiKeyCreate } from '../contract/api-keys';
import { email, password } from '../contract/auth';
import { companyCreate } from '../contract/companies';
import type { Principal } from './base/principal';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/connection';
import { DataDirLockedError } from './db/data-dir-lock';
import { backupEmbedded, restoreEmbedded } from './db/embedded-backup';
import { createApiKey } from './domain/identity/api-keys';
import { findCompanyIdByCode } from './domain/identity/companies';
import { DomainError } from './base/errors';
import { setUpAdmin } from './domain/identity/first-run-setup';
import { findUser } from './domain/identity/users';

const usage = `Business Ops command line (honours DATABASE_URL and BOS_DATA_DIR)

  npm run cli -- create-admin --email E --password P --company-name N [--company-code C] --currency USD
      Creates a company and its first ADMIN user, and marks first-run setup done.

  npm run cli -- create-api-key --email E --name N --scopes '*' --rate-limit 1000 --expires-at 2030-01-01T00:00:00
                                [--description D] [--company-code C]
      Creates an API key for that user (scopes comma-separated) and prints the key alone on the last line.

  npm run cli -- backup FILE
      Writes a backup of the embedded database (BOS_DATA_DIR) to FILE, a gzipped tarball, while the
      service runs (it hands the backup out) or while it is stopped. On PostgreSQL use pg_dump
      (docs/operations.md, "Backups").

  npm run cli -- restore FILE
      Restores a backup into BOS_DATA_DIR, which must be new or empty; start the service on it after.

create-admin and create-api-key open the database themselves: on the embedded database, stop the
service first (only one process may open its directory).`;

class UsageError extends Error {}

const adminArgs = z.object({
  email,
  password,
  company: companyCreate,
});

function issuesToUsage(error: z.ZodError, optionOf: (path: PropertyKey[]) => string): UsageError {
  return new UsageError(error.issues.map((issue) => `${optionOf(issue.path)}: ${issue.message}`).join('\n'));
}

function parse(args: string[], options: Record<string, { type: 'string' }>, required: string[]) {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({ args, options, strict: true, allowPositionals: false }) as { values: Record<string, string | undefined> });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const missing = required.filter((name) => values[name] === undefined);
  if (missing.length) throw new UsageError(`missing ${missing.map((m) => `--${m}`).join(', ')}`);
  return values;
}

function parseCreateAdmin(args: string[]) {
  const v = parse(args, { email: { type: 'string' }, password: { type: 'string' }, 'company-name': { type: 'string' }, 'company-code': { type: 'string' }, currency: { type: 'string' } }, ['email', 'password', 'company-name', 'currency']);
  const parsed = adminArgs.safeParse({ email: v.email, password: v.password, company: { name: v['company-name'], code: v['company-code'], baseCurrency: v.currency } });
  if (!parsed.success) {
    const options: Record<string, string> = { email: '--email', password: '--password', 'company.name': '--company-name', 'company.code': '--company-code', 'company.baseCurrency': '--currency' };
    throw issuesToUsage(parsed.error, (path) => options[path.join('.')] ?? path.join('.'));
  }
  return parsed.data;
}

async function createAdmin(database: Database, input: z.infer<typeof adminArgs>, config: Config) {
  const { user, company } = await database.db.transaction((tx) => setUpAdmin(tx, input, { firstRunOnly: false, passwordHashCost: config.passwordHashCost }));
  console.log(`Created company ${company.name} (code ${company.code}, id ${company.id}, base currency ${company.baseCurrency}).`);
  console.log(`Created admin ${user.email} (id ${user.id}).`);
}

function parseCreateKey(args: string[]) {
  const v = parse(
    args,
    { email: { type: 'string' }, name: { type: 'string' }, scopes: { type: 'string' }, 'rate-limit': { type: 'string' }, 'expires-at': { type: 'string' }, description: { type: 'string' }, 'company-code': { type: 'string' } },
    ['email', 'name', 'scopes', 'rate-limit', 'expires-at'],
  );
  const rateLimit = /^\d+$/.test(v['rate-limit']!) ? Number(v['rate-limit']) : Number.NaN;
  const parsed = apiKeyCreate.safeParse({
    name: v.name,
    description: v.description,
    scopes: v.scopes!.split(',').map((s) => s.trim()).filter(Boolean),
    rateLimitPerHour: rateLimit,
    expiresAt: v['expires-at'],
  });
  if (!parsed.success) {
    const options: Record<string, string> = { name: '--name', description: '--description', scopes: '--scopes', rateLimitPerHour: '--rate-limit', expiresAt: '--expires-at' };
    throw issuesToUsage(parsed.error, (path) => options[String(path[0])] ?? path.join('.'));
  }
  return { email: v.email!, companyCode: v['company-code'], key: parsed.data };
}

async function createKey(database: Database, input: ReturnType<typeof parseCreateKey>) {
  const user = await findUser(database.db, { email: input.email });
  if (!user) throw new Error(`No user with the email ${input.email}.`);
  const key = { ...input.key };
  if (input.companyCode) {
    const companyId = await findCompanyIdByCode(database.db, input.companyCode);
    if (!companyId) throw new Error(`No company with the code ${input.companyCode}.`);
    key.companyIdString = companyId;
  }
  const principal: Principal = { kind: 'session', userId: user.id, name: user.email, role: user.role, companyIds: user.companyIds, defaultCompanyId: user.defaultCompanyId };
  const created = await database.db.transaction((tx) => createApiKey({ db: tx, principal }, key));
  console.log(`Created API key "${created.name}" (id ${created.id}) for ${user.email}, scopes ${created.scopes.join(',')}, ${created.rateLimitPerHour}/h, expires ${created.expiresAt}.`);
  console.log('The key is shown only now:');
  console.log(created.key);
}

function parseFile(args: string[]): string {
  if (args.length !== 1 || args[0].startsWith('-')) throw new UsageError('expects one argument, the backup file');
  return path.resolve(args[0]);
}

function embeddedDataDir(config: Config): string {
  if (config.database.kind === 'postgres') {
    throw new UsageError('DATABASE_URL names a PostgreSQL server: back it up with pg_dump and restore with pg_restore (docs/operations.md, "Backups")');
  }
  return config.database.dataDir;
}

async function backup(file: string, config: Config) {
  const dataDir = embeddedDataDir(config);
  const how = await backupEmbedded(dataDir, file);
  console.log(`Backed up ${dataDir} ${how} to ${file} (${fs.statSync(file).size} bytes).`);
}

async function restore(file: string, config: Config) {
  const dataDir = embeddedDataDir(config);
  const companies = await restoreEmbedded(file, dataDir);
  console.log(`Restored ${file} into ${dataDir} (${companies} ${companies === 1 ? 'company' : 'companies'}). Start the service with BOS_DATA_DIR=${dataDir}.`);
}

/** A command that works on the opened database. */
function onDatabase<T>(run: (database: Database, input: T, config: Config) => Promise<void>) {
  return async (input: T, config: Config) => {
    const database = await openDatabase(config.database);
    try {
      await run(database, input, config);
    } finally {
      await database.close();
    }
  };
}

type Command = { parse(args: string[]): unknown; run(input: never, config: Config): Promise<void> };
/** Arguments are checked before the database is opened: a usage error writes nothing. */
const commands: Record<string, Command> = {
  'create-admin': { parse: parseCreateAdmin, run: onDatabase(createAdmin) },
  'create-api-key': { parse: parseCreateKey, run: onDatabase(createKey) },
  backup: { parse: parseFile, run: backup },
  restore: { parse: parseFile, run: restore },
};

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (command === 'help' || command === '--help' || command === '-h') {
    console.log(usage);
    return 0;
  }
  const selected = command ? commands[command] : undefined;
  if (!selected) {
    console.error(command ? `Unknown command "${command}".\n\n${usage}` : usage);
    return 2;
  }
  try {
    const input = selected.parse(args);
    await selected.run(input as never, loadConfig());
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${command}: ${error.message}\n\n${usage}`);
      return 2;
    }
    if (error instanceof DomainError) console.error(`${command}: ${error.detail}`);
    else if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
    else console.error(`${command}: ${(error as Error).message}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
