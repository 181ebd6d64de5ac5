/** Query keys of one resource, each a prefix of the next: all ⊃ lists ⊃ list(query), all ⊃ details ⊃ detail(id). */
export function resourceKeys<Q>(resource: string) {
  const all = [resource] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (query: Q) => [...all, 'list', query] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
  };
}
