// The entry of a PDF render worker (pool.ts). The service runs TypeScript through tsx (`node
// --import tsx`, or vitest's own transform in the tests), and neither reaches a worker thread on
// Node 20: the worker registers tsx itself, then loads the TypeScript module that renders.
import { register } from 'tsx/esm/api';

register();
await import('./render-worker.ts');
