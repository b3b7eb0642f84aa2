// Applies prisma/migrations/*/migration.sql in order, recording each in Prisma's own
// `_prisma_migrations` table so that `prisma migrate deploy` on a connected machine agrees.
// We run our own because Prisma's migration engine is a native binary that cannot be
// downloaded on offline machines.
import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Logger, runMigrations as installJobQueue } from 'graphile-worker';
import pg from 'pg';

const MIGRATIONS_DIR = path.resolve(process.cwd(), 'prisma/migrations');
// Any constant works; it only serialises concurrent runners on the same database.
const ADVISORY_LOCK_KEY = 727_2002;

/** graphile-worker says each of its migrations on the console otherwise. */
const quietLogger = new Logger(() => () => {});

export function listMigrations(dir = MIGRATIONS_DIR): { name: string; sql: string }[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(dir, name, 'migration.sql'), 'utf8') }));
}

/**
 * Returns the names of the migrations it applied. `upTo`: none after that one (a restore first
 * brings an empty database to its backup's migration, lib/backup/restore.ts, then the rest).
 */
export async function migrate(
  connectionString: string,
  dir = MIGRATIONS_DIR,
  upTo?: string,
): Promise<string[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCK_KEY]);
    await client.query(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`);
    const done = await client.query<{ migration_name: string; checksum: string }>(
      'SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
    const applied = new Map(done.rows.map((r) => [r.migration_name, r.checksum]));
    const ran: string[] = [];
    for (const { name, sql } of listMigrations(dir).filter((m) => upTo === undefined || m.name <= upTo)) {
      const checksum = createHash('sha256').update(sql).digest('hex');
      const previous = applied.get(name);
      if (previous) {
        if (previous !== checksum) throw new Error(`Migration ${name} was edited after it was applied.`);
        continue;
      }
      await client.query('BEGIN');
      try {
        await client.query(sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count)
           VALUES ($1, $2, $3, now(), 1)`,
          [randomUUID(), checksum, name],
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${name} failed: ${(error as Error).message}`);
      }
      ran.push(name);
    }
    // The job queue's schema (graphile_worker: lib/jobs/runner.ts) comes with the app's own, so
    // that a transaction may queue a job before any runner has started. Its library migrates it,
    // recording what it applied in its own table.
    if (upTo === undefined) await installJobQueue({ connectionString, logger: quietLogger });
    return ran;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [ADVISORY_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}
