// A fixed number of worker threads that run tasks one at a time each, first come first served, with
// a bounded queue: work that takes the CPU for a long time (a 2,000-line PDF is ~200 ms, a password
// hash ~60 ms) runs there instead of on the event loop every other request is waiting on. The pool
// knows nothing of what a task is: the module each worker runs (serve-tasks.ts) answers it.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { AppError } from '@/lib/errors/app-error';
import type { TaskReply } from './serve-tasks';
import { sourceFile } from './source-file';

export interface PoolOptions {
  /** Absolute path of the TypeScript module each worker runs (it calls serveTasks). */
  module: string;
  size: number;
  /** Tasks waiting for a worker beyond this many are refused (503) rather than queued without end. */
  maxQueue: number;
  /** What a refused task tells the user (spec §8's tone: what happened and what to do). */
  busyMessage: string;
}

interface Task {
  input: unknown;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
}

export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private closed = false;

  constructor(private readonly options: PoolOptions) {
    if (!Number.isInteger(options.size) || options.size < 1)
      throw new Error('A pool needs at least one worker');
  }

  run<T>(input: unknown): Promise<T> {
    if (this.closed) return Promise.reject(new Error('The worker pool is closed'));
    if (this.queue.length >= this.options.maxQueue) {
      return Promise.reject(new AppError('unavailable', this.options.busyMessage));
    }
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ input, resolve: resolve as (value: unknown) => void, reject });
      this.dispatch();
    });
  }

  /** Ends every worker; tasks still queued or running are refused. */
  async close(): Promise<void> {
    this.closed = true;
    const refused = new Error('The worker pool is closed');
    for (const task of this.queue.splice(0)) task.reject(refused);
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const slot = this.slots.find((s) => s.task === null) ?? this.spawn();
      if (!slot) return;
      const task = this.queue.shift()!;
      slot.task = task;
      // A busy worker keeps the process alive until it answers; an idle one does not (tests, scripts).
      slot.worker.ref();
      slot.worker.postMessage(task.input);
    }
  }

  /** A new worker while the pool is below its size, else null (all are busy). */
  private spawn(): Slot | null {
    if (this.slots.length >= this.options.size) return null;
    // execArgv empty: the parent's flags (Next's, Vitest's) are not the worker's business.
    const worker = new Worker(sourceFile('lib/workers/worker-entry.mjs'), {
      workerData: { module: this.options.module },
      execArgv: [],
    });
    const slot: Slot = { worker, task: null };
    this.slots.push(slot);
    worker.unref();
    worker.on('message', (reply: TaskReply) => {
      const task = slot.task;
      slot.task = null;
      worker.unref();
      if (reply.ok) task?.resolve(reply.value);
      else task?.reject(reply.error);
      this.dispatch();
    });
    // An uncaught error or an exit ends the worker: its task fails with what ended it, and a fresh
    // worker takes the queue on, so one bad document does not stop the others.
    let ended: unknown = null;
    worker.on('error', (error) => {
      ended = error;
    });
    worker.on('exit', (code) => {
      this.slots.splice(this.slots.indexOf(slot), 1);
      slot.task?.reject(ended ?? new Error(`A worker thread stopped (exit code ${code})`));
      slot.task = null;
      if (!this.closed) this.dispatch();
    });
    return slot;
  }
}

/** One core is left to the event loop; on a one-core machine a worker still takes the work off it. */
export const POOL_SIZE = Math.max(1, availableParallelism() - 1);

/**
 * The process's one pool under `key`, made on first use and kept on globalThis: the production
 * build bundles a pool's module more than once, and each copy must find the same workers.
 */
export function sharedPool(key: string, options: PoolOptions): WorkerPool {
  const shared = globalThis as unknown as Record<string, WorkerPool | undefined>;
  return (shared[key] ??= new WorkerPool(options));
}
