/**
 * The status actions an order's page offers, by the rules every order shares (the service
 * decides; this only offers them): a DRAFT is cancelled (or, for a kind that submits, submitted);
 * an open order is held or closed, a held one resumed or closed; either is cancelled only while
 * nothing has moved or been billed on it.
 */
export function statusActionsFor<A extends string>(status: string, rules: { open: readonly string[]; untouched: boolean; draft: readonly A[] }): A[] {
  const cancel = rules.untouched ? (['cancel'] as A[]) : [];
  if (status === 'DRAFT') return [...rules.draft];
  if (rules.open.includes(status)) return ['hold' as A, 'close' as A, ...cancel];
  if (status === 'ON_HOLD') return ['resume' as A, 'close' as A, ...cancel];
  return [];
}
