import os from 'node:os';
import path from 'node:path';

export const pgliteTemplatePath = (run = process.env.BOS_TEST_RUN ?? 'run') => path.join(os.tmpdir(), `bos-test-${run}`, 'pglite-template.tar');
export const POSTGRES_TEMPLATE_DB = 'bos_test_template';

/** The same server URL pointed at another database. */
export function adminUrl(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
