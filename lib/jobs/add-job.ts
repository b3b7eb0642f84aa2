// Queues a job in the caller's transaction, through the job queue's own SQL function
// (graphile-worker's add_job): the job exists exactly when the transaction that caused it commits,
// and the queue's NOTIFY wakes a runner at that commit, so nothing needs kicking afterwards. Needs
// only the database: any layer may queue work without knowing who will do it.
import type { Tx } from '@/lib/db/client';
import type { Db } from '@/lib/db/client';

export interface JobOptions {
  /**
   * One job per key: queuing a key again moves the waiting job (its payload and time) rather than
   * adding a second; a job already running under the key is left to finish, and the new one waits.
   */
  key?: string;
  /** Not before this moment (a retry's back-off); now when absent. */
  runAt?: Date;
  /** Attempts before the queue gives the job up when its handler throws (our senders never throw for a refused message). */
  maxAttempts?: number;
}

export async function addJob(
  tx: Tx | Db,
  task: string,
  payload: Record<string, unknown>,
  options: JobOptions = {},
): Promise<void> {
  await tx.$executeRaw`SELECT graphile_worker.add_job(
    ${task}, ${JSON.stringify(payload)}::json,
    run_at := ${options.runAt ?? null}::timestamptz,
    job_key := ${options.key ?? null}::text,
    max_attempts := ${options.maxAttempts ?? 5}::int)`;
}
