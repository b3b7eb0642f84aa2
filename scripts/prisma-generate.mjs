// Generates the Prisma client offline. `prisma generate` only needs the bundled WASM, but it
// insists on locating a native schema engine first; any existing file satisfies that check.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: '1', CHECKPOINT_DISABLE: '1' };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= fileURLToPath(import.meta.url);
execFileSync(process.execPath, ['node_modules/prisma/build/index.js', 'generate'], { stdio: 'inherit', env });
