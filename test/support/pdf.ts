import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { test } from 'vitest';

export const run = promisify(execFile);

/** Kept for people to look at; one folder per database project, as both may run at once. */
export const pdfArtifacts = path.resolve(import.meta.dirname, '../../test-results/pdf', process.env.BOS_TEST_DB ?? 'pglite');

/** poppler-utils (pdftotext, pdftoppm) is installed by .ci/run; without it the text and image checks are skipped, saying so. */
export const hasPoppler = ['pdftotext', 'pdftoppm'].every((binary) => !spawnSync(binary, ['-v']).error);
export const withPoppler = test.skipIf(!hasPoppler);
if (!hasPoppler) console.warn('pdftotext/pdftoppm not found: the PDF text and page image checks are skipped (apt-get install poppler-utils)');

/** Writes the PDF to test-results/pdf/<database>/<name>.pdf and answers its text as pdftotext reads it (pages separated by form feeds). */
export async function pdfText(pdf: Buffer, name: string): Promise<string> {
  fs.mkdirSync(pdfArtifacts, { recursive: true });
  const file = path.join(pdfArtifacts, `${name}.pdf`);
  fs.writeFileSync(file, pdf);
  return (await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'])).stdout;
}
