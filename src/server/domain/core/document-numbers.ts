import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { queryRows } from '../../db/connection';

/**
 * The statement taking the next human document number of a kind for a company,
 * `<kind>-<companyCode>-<000001>` (decisions §2), answered as `number`. The counter row is
 * locked until the transaction ends, so numbers are handed out in commit order and a rolled-back
 * transaction gives its number back. As a CTE of a larger statement, `after` names a relation it
 * reads first, so the counter is locked after what that relation's CTE locks.
 */
export function takeDocumentNumber(company: { id: string; code: string }, kind: string, after?: SQL): SQL {
  return sql`
    INSERT INTO document_sequences (company_id, kind, last_value)
    SELECT ${company.id}::uuid, ${kind}, 1 ${after ? sql`FROM ${after}` : sql``} WHERE true
    ON CONFLICT (company_id, kind) DO UPDATE SET last_value = document_sequences.last_value + 1
    RETURNING ${kind} || '-' || ${company.code} || '-' || lpad(last_value::text, greatest(6, length(last_value::text)), '0') AS number`;
}

/** The next document number of a kind for a company (`takeDocumentNumber` alone). */
export async function nextDocumentNumber(tx: DbOrTx, company: { id: string; code: string }, kind: string, after?: SQL): Promise<string> {
  const [row] = await queryRows<{ number: string }>(tx, takeDocumentNumber(company, kind, after));
  return row.number;
}
