import { parentPort } from 'node:worker_threads';
import { randomizedSvd, type CsrMatrix, type SvdOptions } from './randomized-svd.js';

/** A worker thread (svd-thread.ts): one truncated SVD per message, off the server's event loop. */
parentPort!.on('message', ({ matrix, options }: { matrix: CsrMatrix; options: SvdOptions }) => {
  const svd = randomizedSvd(matrix, options);
  parentPort!.postMessage(svd, [svd.values.buffer as ArrayBuffer, svd.right.buffer as ArrayBuffer]);
});
