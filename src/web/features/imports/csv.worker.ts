/// <reference lib="webworker" />
import { CsvError, parseCsv, type CsvFile } from '../../../contract/csv';

export type ParseAnswer = { ok: true; file: CsvFile } | { ok: false; code: string; message: string };

/** Parses a dropped file off the page's thread, with the very parser the service uses. */
self.onmessage = (event: MessageEvent<ArrayBuffer>) => {
  let answer: ParseAnswer;
  try {
    answer = { ok: true, file: parseCsv(new Uint8Array(event.data)) };
  } catch (error) {
    answer = error instanceof CsvError ? { ok: false, code: error.code, message: error.message } : { ok: false, code: 'unreadable', message: String(error) };
  }
  (self as unknown as Worker).postMessage(answer);
};
