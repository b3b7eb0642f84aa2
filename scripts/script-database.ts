// The database a maintenance script (db:seed, admin:create) works on: DATABASE_URL when set,
// else the embedded PostgreSQL under ./.data — the server `npm start` is already running, or,
// when the app is stopped, one started (and migrated) just for the script.
import pg from 'pg';
import { embeddedDataDir, embeddedDatabaseUrl, prepareDatabase } from '../lib/db/prepare-database';

/** Points DATABASE_URL at that database; the returned function stops anything it started. */
export async function openScriptDatabase(): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) return async () => {};
  const port = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
  const running = embeddedDatabaseUrl(port);
  if (await answers(running)) {
    process.env.DATABASE_URL = running;
    return async () => {};
  }
  const { url, embedded } = await prepareDatabase({
    dataDir: embeddedDataDir(),
    embeddedPort: port,
  });
  process.env.DATABASE_URL = url;
  return async () => {
    await embedded?.stop();
  };
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
