/** page/size values every paged list refuses with 400 invalid-query, and the parameter it names. */
export const invalidPagingCases: [query: Record<string, string>, parameter: string][] = [
  [{ page: '-1' }, 'page'],
  [{ page: '1.5' }, 'page'],
  [{ page: 'first' }, 'page'],
  [{ page: '99999999999999999999' }, 'page'],
  // read as written, not as Number() reads them (16, 1000, 1, 0)
  [{ page: '0x10' }, 'page'],
  [{ page: '1e3' }, 'page'],
  [{ page: ' 1' }, 'page'],
  [{ page: '' }, 'page'],
  [{ size: '1e2' }, 'size'],
  [{ size: '0' }, 'size'],
  [{ size: '201' }, 'size'],
  [{ size: '-5' }, 'size'],
];

/** Valid pages far past the last row: their offsets (page × size) pass 2^31, and with size 200 2^53. */
export const farPages: Record<string, string>[] = [
  { page: '2147483648' },
  { page: '107374183', size: '20' },
  { page: String(Number.MAX_SAFE_INTEGER), size: '200' },
];

/** The same as `name=value` query strings, for a list's table of invalid queries. */
export const invalidPagingQueries: [query: string, parameter: string][] = invalidPagingCases.map(([query, parameter]) => [new URLSearchParams(query).toString(), parameter]);

/** Sort values no list accepts: unknown fields, and names every object inherits. */
export const invalidSortCases = ['noSuchField', '__proto__', '-__proto__', 'constructor', 'constructor,desc', 'toString', 'hasOwnProperty'];
