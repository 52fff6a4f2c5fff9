// Starts a worker thread whose module is TypeScript source (the server run from its sources, in the
// repository and its tests): registers tsx's loader in the thread, then imports the module. The
// published package's workers are compiled JavaScript and do not come here.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
