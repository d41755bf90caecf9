import { Worker } from 'node:worker_threads';
import type { CsrMatrix, SvdOptions, TruncatedSvd } from './randomized-svd.js';

/**
 * randomizedSvd in a worker thread (svd-worker.ts), so that the server goes on answering
 * while a model trains. One worker serves the process, one SVD at a time (an import retrains
 * the model many times, and starting a worker costs about 0.2 s); it is started at the first
 * SVD, holds the process open only while it computes, ends after IDLE_MS without work (its
 * memory, about 100 MB after an archive-size SVD, goes with it) and is started again when
 * needed or if it failed. The matrix is copied to it; the result's arrays are moved back.
 */
let worker: Worker | null = null;
let queue: Promise<unknown> = Promise.resolve();
let pending = 0;
let idleTimer: NodeJS.Timeout | undefined;
/** Long enough to serve the retrainings of an import in one worker, short next to the time between reindexes. */
const IDLE_MS = 10_000;

function svdWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./svd-worker.mjs', import.meta.url));
  started.once('exit', () => {
    if (worker === started) worker = null;
  });
  return (worker = started);
}

function compute(matrix: CsrMatrix, options: SvdOptions): Promise<TruncatedSvd> {
  return new Promise((resolve, reject) => {
    const thread = svdWorker();
    const done = () => {
      thread.off('message', onMessage).off('error', onError).off('exit', onExit);
      thread.unref();
    };
    const onMessage = (svd: TruncatedSvd) => {
      done();
      resolve(svd);
    };
    const onError = (error: Error) => {
      done();
      if (worker === thread) worker = null;
      void thread.terminate();
      reject(error);
    };
    const onExit = (code: number) => {
      done();
      reject(new Error(`The SVD worker stopped (exit code ${code}) before answering.`));
    };
    thread.on('message', onMessage).on('error', onError).on('exit', onExit);
    thread.ref();
    thread.postMessage({ matrix, options });
  });
}

export function randomizedSvdInWorker(matrix: CsrMatrix, options: SvdOptions): Promise<TruncatedSvd> {
  pending++;
  clearTimeout(idleTimer);
  const result = queue.then(() => compute(matrix, options));
  queue = result
    .catch(() => undefined)
    .finally(() => {
      if (--pending > 0) return;
      idleTimer = setTimeout(() => {
        // Forgotten before it ends, so that an SVD asked meanwhile starts a new worker.
        const idle = worker;
        worker = null;
        void idle?.terminate();
      }, IDLE_MS).unref();
    });
  return result;
}
