// `npm start`: zero-config launcher. Uses DATABASE_URL when set, else starts an embedded
// PostgreSQL under ./.data; migrates; seeds demo data into an empty database; builds the app if
// it has not been built; then serves it with `next start` on PORT (default 3000).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { prepareDatabase } from '../lib/db/prepare-database';

if (existsSync('.env')) process.loadEnvFile('.env');
const dev = process.argv.includes('--dev');
const port = process.env.PORT ?? '3000';
const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

env.NEXTAUTH_URL ??= `http://localhost:${port}`;
env.NEXTAUTH_SECRET ??= localSecret('.data/auth-secret');

/** A session-signing secret made once per installation and kept beside the embedded data. */
function localSecret(file: string): string {
  if (!existsSync(file)) {
    mkdirSync('.data', { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

const { url, embedded } = await prepareDatabase({
  dataDir: process.env.EMBEDDED_PG_DIR ?? '.data/pg',
  embeddedPort: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
});
env.DATABASE_URL = url;

function run(args: string[]): void {
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed`);
}

run(['--import', 'tsx', 'scripts/db-seed.ts', '--if-empty']);
if (env.PLATFORM_ADMIN_EMAILS) run(['--import', 'tsx', 'scripts/create-admin.ts', '--from-env']);
if (!dev && buildIsStale()) run(['node_modules/next/dist/bin/next', 'build']);

/** Build when there is no build, or when any source file changed since the last one. */
function buildIsStale(): boolean {
  if (!existsSync('.next/BUILD_ID')) return true;
  const built = statSync('.next/BUILD_ID').mtimeMs;
  const newer = (dir: string): boolean =>
    existsSync(dir) &&
    readdirSync(dir, { withFileTypes: true }).some((entry) => {
      const file = path.join(dir, entry.name);
      return entry.isDirectory() ? entry.name !== 'generated' && newer(file) : statSync(file).mtimeMs > built;
    });
  return ['app', 'components', 'lib', 'emails', 'proxy.ts', 'next.config.mjs'].some((p) =>
    statSync(p, { throwIfNoEntry: false })?.isDirectory()
      ? newer(p)
      : (statSync(p, { throwIfNoEntry: false })?.mtimeMs ?? 0) > built,
  );
}

const next = spawn(process.execPath, ['node_modules/next/dist/bin/next', dev ? 'dev' : 'start', '-p', port], {
  stdio: 'inherit',
  env,
});
const shutdown = () => next.kill('SIGTERM');
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
next.on('exit', async (code) => {
  await embedded?.stop();
  process.exit(code ?? 0);
});
