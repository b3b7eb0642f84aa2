// `npm start`: zero-config launcher. Uses DATABASE_URL when set, else starts an embedded
// PostgreSQL under ./.data (as root in a private directory: under /var/lib/claimcert, see
// lib/db/postgres-as-root.ts); migrates; seeds demo data into an empty database of a demo
// installation (scripts/prepare-installation.ts); builds the app if
// it has not been built; then serves it with `next start` on PORT (default 3000). A failure ends it
// with one sentence saying what is wrong and what to do, never a stack trace.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isPortFree, type RunningPostgres } from '../lib/db/embedded-postgres';
import { embeddedDataDir, prepareDatabase } from '../lib/db/prepare-database';
import { StartupError } from '../lib/db/startup-error';

if (existsSync('.env')) process.loadEnvFile('.env');
const dev = process.argv.includes('--dev');
const port = process.env.PORT ?? '3000';
const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

let embedded = null as RunningPostgres | null; // set inside prepare()
try {
  await prepare();
} catch (error) {
  await embedded?.stop();
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof StartupError ? message : `npm start failed: ${message}`);
  process.exit(1);
}

async function prepare(): Promise<void> {
  // Checked first, so a taken port is reported before minutes of database work and building.
  if (!(await isPortFree(Number(port)))) {
    throw new StartupError(
      `Port ${port} is in use: stop whatever is using it, or set PORT=… to use another.`,
    );
  }
  // A demo installation is the embedded default database, or one said to be with DEMO_MODE=true;
  // an installation with its own DATABASE_URL is real unless so. The app reads DEMO_MODE alone.
  env.DEMO_MODE = isDemoInstallation(process.env) ? 'true' : 'false';
  env.NEXTAUTH_URL ??= `http://localhost:${port}`;
  env.NEXTAUTH_SECRET ??= localSecret('.data/auth-secret');
  const database = await prepareDatabase({
    dataDir: embeddedDataDir(),
    embeddedPort: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
  });
  embedded = database.embedded;
  env.DATABASE_URL = database.url;
  run(['--import', 'tsx', 'scripts/prepare-installation.ts']);
  if (env.PLATFORM_ADMIN_EMAILS) run(['--import', 'tsx', 'scripts/create-admin.ts', '--from-env']);
  if (!dev && buildIsStale()) run(['node_modules/next/dist/bin/next', 'build']);
}

/** DEMO_MODE=true or false as said; unsaid, a demo exactly when there is no DATABASE_URL. */
function isDemoInstallation(given: NodeJS.ProcessEnv): boolean {
  if (given.DEMO_MODE === 'true' || given.DEMO_MODE === 'false') return given.DEMO_MODE === 'true';
  return !given.DATABASE_URL;
}

/** A session-signing secret made once per installation and kept beside the embedded data. */
function localSecret(file: string): string {
  if (!existsSync(file)) {
    mkdirSync('.data', { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

function run(args: string[]): void {
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed (its output is above)`);
}

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
