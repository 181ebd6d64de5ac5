/**
 * CSV as imports read it (decisions §11): UTF-8 with or without a byte order mark; comma,
 * semicolon or tab, detected from the header line; fields quoted with " (a doubled "" inside is
 * one "), which may hold the separator and line breaks; lines ending in CRLF or LF. Blank lines
 * are skipped. Nothing else is guessed.
 */

export type CsvFile = {
  delimiter: ',' | ';' | '\t';
  header: string[];
  /** Data records; `line` is the record's number as a spreadsheet shows it (the header is 1). */
  rows: { line: number; cells: string[] }[];
};

export class CsvError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** The separator of the header line: the most frequent of comma, semicolon and tab outside quotes (comma on a tie). */
function detectDelimiter(text: string): CsvFile['delimiter'] {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && (c === ',' || c === ';' || c === '\t')) counts[c]++;
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';';
  if (counts['\t'] > counts[',']) return '\t';
  return ',';
}

export function parseCsv(bytes: Uint8Array): CsvFile {
  let text: string;
  try {
    // TextDecoder drops a leading BOM by itself (ignoreBOM: false)
    text = decoder.decode(bytes);
  } catch {
    throw new CsvError('invalid-encoding', 'The file is not valid UTF-8; save it as "CSV UTF-8".');
  }
  if (text.includes('\0')) throw new CsvError('invalid-encoding', 'The file holds NUL characters: it is not a text CSV file.');
  if (text.trim() === '') throw new CsvError('empty-file', 'The file is empty.');
  const delimiter = detectDelimiter(text);
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  let wasQuoted = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    cells.push(readBack(field));
    // a blank line (one empty, unquoted field) is skipped
    if (!(cells.length === 1 && cells[0] === '' && !wasQuoted)) records.push({ line: recordLine, cells });
    cells = [];
    field = '';
    wasQuoted = false;
  };
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"' && field === '') {
      quoted = true;
      wasQuoted = true;
    } else if (c === delimiter) {
      cells.push(readBack(field));
      field = '';
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      field += c;
    }
  }
  if (quoted) throw new CsvError('unterminated-quote', `A quoted field that starts in record ${recordLine} never ends: a " is missing.`);
  if (field !== '' || cells.length > 0 || wasQuoted) endRecord();
  if (records.length === 0) throw new CsvError('empty-file', 'The file is empty.');
  const [head, ...rows] = records;
  // spreadsheet row numbers: the header is row 1, whatever line breaks quoted fields hold
  return { delimiter, header: head.cells.map((h) => h.trim()), rows: rows.map((r, i) => ({ line: i + 2, cells: r.cells })) };
}

/** A column name as matched: without case, spaces, underscores or hyphens. */
export const columnKey = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '');

/**
 * A cell as every CSV we write holds it (OWASP "CSV injection"): one that starts with `=`, `+`,
 * `-`, `@`, a TAB or a CR, which a spreadsheet would run as a formula, gets a leading `'`, which
 * spreadsheets show as a text marker. A plain number (`-12.50`, `-12,50`) cannot be a formula and
 * stays a number, so that exported amounts still add up in the spreadsheet.
 */
export function neutralized(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && !/^-?\d+(?:[.,]\d+)?$/.test(value) ? `'${value}` : value;
}

/** A cell read from a file: a neutralized one (see `neutralized`) reads back as what was written. */
const readBack = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** One CSV field, neutralized: quoted when it holds the separator, a quote or a line break, or was neutralized. */
export function csvField(value: string): string {
  const safe = neutralized(value);
  return /[",\r\n]/.test(safe) || safe !== value ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const csvLine = (values: string[]) => `${values.map(csvField).join(',')}\r\n`;
