/// <reference lib="webworker" />
import { CsvError, parseCsv, type CsvFile } from '../../../contract/csv';

export type ParseAnswer = { ok: true; file: CsvFile; encoding: 'utf-8' | 'windows-1252' } | { ok: false; code: string; message: string };

/**
 * The file as UTF-8, or, when it is not UTF-8, as Windows-1252: what Excel on Windows saves as
 * "CSV" in Western Europe (the page says so, and the preview shows its letters before anything is
 * sent; the service gets the rows as UTF-8).
 */
function parseFile(bytes: Uint8Array): ParseAnswer & { ok: true } {
  try {
    return { ok: true, file: parseCsv(bytes), encoding: 'utf-8' };
  } catch (error) {
    if (!(error instanceof CsvError) || error.code !== 'invalid-encoding' || bytes.includes(0)) throw error;
    const text = new TextDecoder('windows-1252').decode(bytes);
    return { ok: true, file: parseCsv(new TextEncoder().encode(text)), encoding: 'windows-1252' };
  }
}

/** Parses a dropped file off the page's thread, with the very parser the service uses. */
self.onmessage = (event: MessageEvent<ArrayBuffer>) => {
  let answer: ParseAnswer;
  try {
    answer = parseFile(new Uint8Array(event.data));
  } catch (error) {
    answer = error instanceof CsvError ? { ok: false, code: error.code, message: error.message } : { ok: false, code: 'unreadable', message: String(error) };
  }
  (self as unknown as Worker).postMessage(answer);
};
