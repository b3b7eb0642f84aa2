// Where a pool's worker files are. Not `new URL('./worker-entry.mjs', import.meta.url)`: inside the
// production build the pool is bundled, and Turbopack would bundle the worker too (with the
// `server-only` marker that throws outside a React server) or point the URL into .next. The entry
// and the modules it loads are read from the source tree, which every installation has (the image
// copies it whole), under the directory the server runs in, as fonts.ts finds its fonts.
import path from 'node:path';

/** The absolute path of a file of the source tree, given from the project's root (`lib/…`). */
export function sourceFile(fromRoot: string): string {
  return path.join(process.cwd(), ...fromRoot.split('/'));
}
