import { v7 } from 'uuid';

/** Server ids are time-ordered UUIDs (v7). */
export const newId = (): string => v7();
