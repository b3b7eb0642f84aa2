// What a pool's worker thread starts with. Plain JavaScript, so that Node runs it as it is in every
// place the app runs (next start, next dev, Vitest, the scripts): it then loads the TypeScript task
// module through tsx (a runtime dependency), from the source tree, outside Next's bundle.
import { pathToFileURL } from 'node:url';
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
// The app's modules carry Next's `server-only` marker, which has nothing to resolve to here.
await import(new URL('../../scripts/outside-next.ts', import.meta.url).href);
await import(pathToFileURL(workerData.module).href);
