import { Worker } from 'node:worker_threads';
import type { PdfFormat } from '../../contract/document-pdf';
import { DomainError } from '../base/errors';
import type { PdfSettings } from '../config';
import type { FieldError } from '../../contract/common';
import type { PrintableDocument } from './document-shapes';
import type { PdfRenderer } from './documents';
import { checkPrintableDocument } from './limits';

/**
 * Document PDFs (sales orders, invoices, purchase orders, delivery notes) rendered in worker threads (node:worker_threads), so that a render (up to
 * seconds of CPU for the largest document) never holds up the event loop: `/healthz` and every
 * other request are answered meanwhile (docs/performance.md "Sales order PDF").
 *
 * - `workers` threads at most, started when a render needs one (none while nobody asks for a
 *   PDF) and terminated by `close`; they do not keep the process alive.
 * - Renders past the running ones wait in a queue of at most `queue`; past it the render is
 *   refused at once: RendererUnavailableError, 503 with Retry-After.
 * - A render that takes longer than `timeoutMs` is abandoned: its worker is terminated (the only
 *   way to stop a synchronous render) and a new one started for the next render; the request
 *   gets RendererUnavailableError as well.
 * - A document past the limits (limits.ts) is refused before it takes a place in the queue.
 *
 * Configured by BOS_PDF_WORKERS, BOS_PDF_QUEUE and BOS_PDF_TIMEOUT_MS (config.ts PdfSettings).
 */

/** The renderer cannot take the render now (busy, too slow, shutting down): try again later (503). */
export class RendererUnavailableError extends Error {
  constructor(readonly reason: 'busy' | 'timeout' | 'closed', detail: string, readonly retryAfterSeconds = 1) {
    super(detail);
    this.name = 'RendererUnavailableError';
  }
}

export type RenderRequest = { id: number; document: PrintableDocument; format: PdfFormat };
export type RenderFailure =
  | { domain: { kind: DomainError['kind']; code: string; detail: string; errors?: FieldError[] } }
  | { message: string };
export type RenderResponse = { id: number; pdf: Uint8Array } | { id: number; failure: RenderFailure };

type Job = RenderRequest & { resolve: (pdf: Buffer) => void; reject: (error: Error) => void };
type Thread = { worker: Worker; job?: Job; timer?: NodeJS.Timeout };

const WORKER_ENTRY = new URL('./render-worker.mjs', import.meta.url);

export class PdfPool {
  private readonly threads = new Set<Thread>();
  private readonly idle: Thread[] = [];
  private readonly waiting: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(readonly options: PdfSettings) {}

  /** The PDF, rendered by a worker; throws RendererUnavailableError or the render's own error. */
  readonly render: PdfRenderer = async (document, format) => {
    checkPrintableDocument(document);
    if (this.closed) throw new RendererUnavailableError('closed', 'The service is shutting down; try again in a moment.');
    const free = this.idle.length + (this.options.workers - this.threads.size);
    if (free <= 0 && this.waiting.length >= this.options.queue) {
      throw new RendererUnavailableError('busy', `The PDF renderer is busy (${this.options.queue} documents waiting); try again in a moment.`);
    }
    return new Promise<Buffer>((resolve, reject) => {
      this.waiting.push({ id: this.nextId++, document, format, resolve, reject });
      this.dispatch();
    });
  };

  /** Renders running and waiting, for tests and logs. */
  get load() {
    return { running: this.threads.size - this.idle.length, waiting: this.waiting.length, workers: this.threads.size };
  }

  /** Refuses what waits, abandons what runs and terminates every worker. */
  async close(): Promise<void> {
    this.closed = true;
    const closing = new RendererUnavailableError('closed', 'The service is shutting down; try again in a moment.');
    for (const job of this.waiting.splice(0)) job.reject(closing);
    await Promise.all([...this.threads].map((thread) => this.retire(thread, closing)));
  }

  private dispatch(): void {
    while (this.waiting.length && (this.idle.length || this.threads.size < this.options.workers)) {
      const thread = this.idle.pop() ?? this.start();
      const job = this.waiting.shift()!;
      thread.job = job;
      thread.timer = setTimeout(() => {
        void this.retire(thread, new RendererUnavailableError('timeout', `Rendering the PDF took longer than ${this.options.timeoutMs} ms; try again later.`, 5));
      }, this.options.timeoutMs);
      const { id, document, format } = job;
      thread.worker.postMessage({ id, document, format } satisfies RenderRequest);
    }
  }

  private start(): Thread {
    const worker = new Worker(WORKER_ENTRY);
    worker.unref();
    const thread: Thread = { worker };
    this.threads.add(thread);
    worker.on('message', (response: RenderResponse) => this.finished(thread, response));
    worker.on('error', (error) => void this.retire(thread, new Error(`PDF render worker failed: ${error.message}`)));
    worker.on('exit', () => void this.retire(thread, new Error('PDF render worker stopped')));
    return thread;
  }

  private finished(thread: Thread, response: RenderResponse): void {
    const job = thread.job;
    if (!job || job.id !== response.id) return;
    clearTimeout(thread.timer);
    thread.job = undefined;
    this.idle.push(thread);
    if ('pdf' in response) job.resolve(Buffer.from(response.pdf.buffer, response.pdf.byteOffset, response.pdf.byteLength));
    else job.reject(errorOf(response.failure));
    this.dispatch();
  }

  /** Takes a worker out of the pool for good: its render (if any) fails with `error`; the next render starts a new one. */
  private async retire(thread: Thread, error: Error): Promise<void> {
    if (!this.threads.delete(thread)) return;
    clearTimeout(thread.timer);
    const idleAt = this.idle.indexOf(thread);
    if (idleAt >= 0) this.idle.splice(idleAt, 1);
    thread.job?.reject(error);
    thread.job = undefined;
    const terminated = thread.worker.terminate();
    if (!this.closed) this.dispatch();
    await terminated;
  }
}

function errorOf(failure: RenderFailure): Error {
  if ('domain' in failure) return new DomainError(failure.domain.kind, failure.domain.code, failure.domain.detail, failure.domain.errors);
  return new Error(`PDF render failed: ${failure.message}`);
}
