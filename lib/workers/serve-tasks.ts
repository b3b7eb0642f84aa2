// The worker's side of WorkerPool: each message is a task, answered with its value or its error.
// Errors cross as structured clones (message, stack, and the built-in class: a TypeError stays one).
import { parentPort } from 'node:worker_threads';

export type TaskReply = { ok: true; value: unknown } | { ok: false; error: unknown };

/** An answer and the buffers to move (not copy) to the pool's thread with it. */
export interface TaskAnswer {
  value: unknown;
  transfer?: ArrayBuffer[];
}

export function serveTasks(handle: (input: unknown) => Promise<TaskAnswer>): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs in a worker thread');
  port.on('message', async (input: unknown) => {
    try {
      const { value, transfer } = await handle(input);
      port.postMessage({ ok: true, value } satisfies TaskReply, transfer);
    } catch (error) {
      port.postMessage({ ok: false, error } satisfies TaskReply);
    }
  });
}
