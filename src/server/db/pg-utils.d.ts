/** node-postgres's own conversion of a parameter to what it sends (text, or a Buffer for bytea). */
declare module 'pg/lib/utils.js' {
  const utils: { prepareValue(value: unknown): string | Buffer | null };
  export default utils;
}
