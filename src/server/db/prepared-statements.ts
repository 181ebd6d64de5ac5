import pg from 'pg';

/**
 * The pool's client (PostgreSQL only): inside a write transaction, a statement text seen before
 * goes as a named prepared statement. PostgreSQL then parses it once per connection and, after
 * five runs, keeps a generic plan where that plans no worse; an unnamed statement is parsed and
 * planned on every run, which was most of the time of a posting's short statements
 * (docs/performance.md, "Postings take turns, and write transactions prepare their statements").
 * Reads outside transactions (the lists, whose best plan depends on the company's data) stay
 * unnamed and planned each time.
 *
 * Each connection keeps the statements it prepared until it closes, so at most MAX_NAMED texts
 * are ever named; later texts go unnamed.
 */
const MAX_NAMED = 200;

const names = new Map<string, string>();
const seen = new Set<string>();

/** The statement name of a text on its second use, while names are left. */
export function nameFor(text: string): string | undefined {
  const name = names.get(text);
  if (name || names.size >= MAX_NAMED) return name;
  if (!seen.has(text)) {
    // texts used once (a VALUES list of a size not seen again) must not keep the rest from a name
    if (seen.size >= 10 * MAX_NAMED) seen.clear();
    seen.add(text);
    return undefined;
  }
  seen.delete(text);
  const named = `bos_${names.size + 1}`;
  names.set(text, named);
  return named;
}

type QueryConfig = { text?: unknown; name?: unknown };

export class PreparingClient extends pg.Client {
  #inTransaction = false;

  // pg's overloads (callback, config, submittable) are passed on as they come
  query(...args: any[]): any {
    const [config] = args as [QueryConfig | string | undefined];
    if (config && typeof config === 'object' && typeof config.text === 'string' && config.name === undefined) {
      const text = config.text;
      if (/^\s*(begin|start transaction)\b/i.test(text)) this.#inTransaction = true;
      else if (/^\s*(commit|rollback|end)\s*$/i.test(text)) this.#inTransaction = false;
      else if (this.#inTransaction) {
        const name = nameFor(text);
        if (name) args[0] = { ...config, name };
      }
    }
    return (super.query as (...a: any[]) => any)(...args);
  }
}
