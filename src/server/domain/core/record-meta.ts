/** `createdAt`, `updatedAt` and `version` of a row as every record shows them (the contract's `recordMeta`). */
export const recordMetaOf = (row: { createdAt: Date; updatedAt: Date; version: number }) => ({
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});
