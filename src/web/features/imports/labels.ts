import type { ImportType } from '../../../contract/imports';
import { importTargetPaths, importTypeLabels } from '../../../contract/resources';

/** Each import type's name, from its resource's manifest (src/contract/resources.ts). */
export const typeLabels: Record<ImportType, string> = importTypeLabels;

/** Where the imported records are listed. */
export const targetPaths: Record<ImportType, string> = importTargetPaths;
