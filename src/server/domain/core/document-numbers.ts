import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { queryRows } from '../../db/connection';

/**
 * The next human document number of a kind for a company: `<kind>-<companyCode>-<000001>`
 * (decisions §2). The counter row is locked until the transaction ends, so numbers are
 * handed out in commit order and a rolled-back transaction gives its number back.
 */
export async function nextDocumentNumber(tx: DbOrTx, company: { id: string; code: string }, kind: string): Promise<string> {
  const [row] = await queryRows<{ last_value: string }>(tx, sql`
    INSERT INTO document_sequences (company_id, kind, last_value) VALUES (${company.id}, ${kind}, 1)
    ON CONFLICT (company_id, kind) DO UPDATE SET last_value = document_sequences.last_value + 1
    RETURNING last_value`);
  return `${kind}-${company.code}-${String(row.last_value).padStart(6, '0')}`;
}
