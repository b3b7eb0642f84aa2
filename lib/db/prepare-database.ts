// What `npm start` and the e2e server need before Next starts: a database (the one in
// DATABASE_URL, or an embedded one under ./.data), migrated, with demo data when empty.
import path from 'node:path';
import pg from 'pg';
import { embeddedUrl, startEmbeddedPostgres, type RunningPostgres } from './embedded-postgres';
import { migrate } from './migrate';
import { reachableByOthers, rootDataDir, runningAsRoot } from './postgres-as-root';

const EMBEDDED_DB = 'claimcert';

/** The app's database on the embedded server `npm start` runs on `port`. */
export const embeddedDatabaseUrl = (port: number): string => embeddedUrl(port, EMBEDDED_DB);

/**
 * The embedded server's data directory: EMBEDDED_PG_DIR, else ./.data/pg — except as root in a
 * private directory, where the `postgres` user cannot reach ./.data: then /var/lib/claimcert/….
 */
export function embeddedDataDir(): string {
  const chosen = process.env.EMBEDDED_PG_DIR;
  if (chosen || !runningAsRoot || reachableByOthers('.data')) return chosen || '.data/pg';
  return rootDataDir(process.cwd());
}

export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

export async function prepareDatabase(options: {
  dataDir: string;
  embeddedPort: number;
}): Promise<{ url: string; embedded: RunningPostgres | null }> {
  let embedded: RunningPostgres | null = null;
  let url = process.env.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dir: options.dataDir,
      port: options.embeddedPort,
      persistent: true,
    });
    console.log(
      `Embedded PostgreSQL on port ${options.embeddedPort}, data in ${path.resolve(options.dataDir)}`,
    );
    url = embedded.url(EMBEDDED_DB);
  }
  try {
    if (embedded) await ensureDatabase(url);
    const applied = await migrate(url);
    if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  return { url, embedded };
}
