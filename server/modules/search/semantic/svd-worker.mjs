// The worker thread's entry (svd-thread.ts): a worker does not take the server's `--import tsx`,
// so it registers tsx itself, then runs the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./svd-worker.ts');
