import 'server-only';
// GET /api/ready: whether this instance should get traffic — the database answers, every
// migration in prisma/migrations is applied (an instance of a newer release started before
// `npm run db:migrate` is not ready), and its job runners are not stuck (lib/jobs/heartbeats.ts).
// GET /api/health only says the process is alive; orchestrators restart on that one.
import { Prisma } from '@/lib/db/generated/client';
import { db } from '@/lib/db/client';
import { listMigrations } from '@/lib/db/migrate';
import { logger } from '@/lib/log/logger';
import { jobStates } from '@/lib/jobs/heartbeats';

/** How long the database may take to answer before the instance counts as not ready. */
const DATABASE_TIMEOUT_MS = 2_000;

/** What the probe answers: which check failed, never why in detail (that goes to the log). */
export interface Readiness {
  ready: boolean;
  database: { ok: boolean };
  migrations: { ok: boolean; pending: string[] };
  jobs: { ok: boolean; runners: { name: string; last_run_at: string | null; stuck: boolean }[] };
}

function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export async function readiness(now = Date.now()): Promise<Readiness> {
  const runners = jobStates(now).map((r) => ({ name: r.name, last_run_at: r.lastRunAt, stuck: r.stuck }));
  const jobs = { ok: runners.every((r) => !r.stuck), runners };
  let applied: string[];
  try {
    const rows = await within(
      DATABASE_TIMEOUT_MS,
      db().$queryRaw<{ name: string }[]>(
        Prisma.sql`SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL`,
      ),
    );
    applied = rows.map((r) => r.name);
  } catch (error) {
    logger.warn({ err: error }, 'not ready: the database did not answer');
    return {
      ready: false,
      database: { ok: false },
      migrations: { ok: false, pending: [] },
      jobs,
    };
  }
  const done = new Set(applied);
  const pending = listMigrations()
    .map((m) => m.name)
    .filter((name) => !done.has(name));
  const migrations = { ok: pending.length === 0, pending };
  return { ready: migrations.ok && jobs.ok, database: { ok: true }, migrations, jobs };
}
