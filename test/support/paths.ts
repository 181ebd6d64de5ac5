import os from 'node:os';
import path from 'node:path';

export const pgliteTemplatePath = (run = process.env.BOS_TEST_RUN ?? 'run') => path.join(os.tmpdir(), `bos-test-${run}`, 'pglite-template.tar');
/** Per run, so concurrent runs on one server do not trip over each other. */
export const postgresTemplateDb = (run = process.env.BOS_TEST_RUN ?? 'run') => `bos_test_template_${run.replace(/\W/g, '_')}`;

/** The same server URL pointed at another database. */
export function adminUrl(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
