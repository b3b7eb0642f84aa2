// For test files that work the email and integration queues by hand (processOutbox with a clock of
// their own) or check what was queued: the file's job runner (started by worker-setup.ts) stopped,
// so that nothing is sent behind the test's back.
import { beforeAll } from 'vitest';
import { db } from '@/lib/db/client';
import { stopJobRunner } from '@/lib/jobs/runner';

/** Call at the top of the file. */
export function withoutJobRunner(): void {
  beforeAll(() => stopJobRunner());
}

/** The jobs waiting in the queue under `task`, oldest first, as their payloads. */
export async function queuedJobs(task: string): Promise<Record<string, unknown>[]> {
  const rows = await db().$queryRaw<{ payload: Record<string, unknown> }[]>`
    SELECT j.payload FROM graphile_worker._private_jobs j
    JOIN graphile_worker._private_tasks t ON t.id = j.task_id
    WHERE t.identifier = ${task} ORDER BY j.id`;
  return rows.map((r) => r.payload);
}
