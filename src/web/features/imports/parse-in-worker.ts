import type { ParseAnswer } from './csv.worker';

/** Reads and parses a file in a Web Worker, so a large file never freezes the page. */
export async function parseInWorker(file: Blob): Promise<ParseAnswer> {
  const bytes = await file.arrayBuffer();
  const worker = new Worker(new URL('./csv.worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<ParseAnswer>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<ParseAnswer>) => resolve(event.data);
      worker.onerror = (event) => reject(new Error(event.message || 'The file could not be read.'));
      worker.postMessage(bytes, [bytes]);
    });
  } finally {
    worker.terminate();
  }
}
