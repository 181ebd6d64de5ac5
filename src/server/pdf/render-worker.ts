import { parentPort } from 'node:worker_threads';
import { DomainError } from '../base/errors';
import type { RenderFailure, RenderRequest, RenderResponse } from './pool';
import { renderDocumentPdf } from './documents';

/**
 * A PDF render worker: renders one document at a time as the pool asks (render-worker.mjs
 * loads this module) and answers its bytes, or the failure: a refusal of the domain's
 * (`document-too-large`) as its parts, so the pool throws the same DomainError again.
 */
parentPort!.on('message', async ({ id, document, format }: RenderRequest) => {
  let response: RenderResponse;
  try {
    response = { id, pdf: await renderDocumentPdf(document, format) };
  } catch (error) {
    response = { id, failure: failureOf(error) };
  }
  parentPort!.postMessage(response);
});

function failureOf(error: unknown): RenderFailure {
  if (error instanceof DomainError) return { domain: { kind: error.kind, code: error.code, detail: error.detail, errors: error.errors } };
  return { message: error instanceof Error ? error.message : String(error) };
}
