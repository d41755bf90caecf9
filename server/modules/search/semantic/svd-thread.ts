import { Worker } from 'node:worker_threads';
import type { CsrMatrix, SvdOptions, TruncatedSvd } from './randomized-svd.js';

/**
 * randomizedSvd in a worker thread of its own (svd-worker.ts), which ends with it. The worker
 * loads its TypeScript through tsx, as the server does. The matrix is copied to it; the
 * result's arrays are moved back.
 */
export function randomizedSvdInWorker(matrix: CsrMatrix, options: SvdOptions): Promise<TruncatedSvd> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./svd-worker.mjs', import.meta.url));
    let settled = false;
    worker.once('message', (svd: TruncatedSvd) => {
      settled = true;
      resolve(svd);
      void worker.terminate();
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`The SVD worker stopped (exit code ${code}) before answering.`));
    });
    worker.postMessage({ matrix, options });
  });
}
