import { features } from '../../features';
import type { PaletteRecord } from '../feature';

export type { PaletteRecord };

/**
 * The palette's record search, loaded on the first search (not with the shell): each feature's
 * `searchRecords` in the current company (accounts by number or name, journal entries by number
 * or reference, ...). A resource the user may not read is left out rather than failing the whole
 * search; only when every search fails is the search an error.
 */
export async function searchRecords(companyIdString: string, query: string, signal?: AbortSignal): Promise<PaletteRecord[]> {
  const searches = features.flatMap((feature) => (feature.searchRecords ? [feature.searchRecords(companyIdString, query, signal)] : []));
  const results = await Promise.allSettled(searches);
  const failed = results.filter((result) => result.status === 'rejected');
  if (results.length > 0 && failed.length === results.length) throw failed[0].reason;
  return results.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
}
