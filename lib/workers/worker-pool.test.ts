import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors/app-error';
import type { FixtureTask } from './worker-pool.fixture';
import { sourceFile } from './source-file';
import { WorkerPool } from './worker-pool';

const pools: WorkerPool[] = [];
function fixturePool(size: number, maxQueue = 100): WorkerPool {
  const pool = new WorkerPool({
    module: sourceFile('lib/workers/worker-pool.fixture.ts'),
    size,
    maxQueue,
    busyMessage: 'Busy: try again.',
  });
  pools.push(pool);
  return pool;
}
const run = (pool: WorkerPool, task: FixtureTask) => pool.run<number>(task);

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('WorkerPool', () => {
  it('answers each task with its own value, and one worker takes them in the order sent', async () => {
    const pool = fixturePool(1);
    const finished: number[] = [];
    const answers = await Promise.all(
      [30, 0, 10, 0].map((afterMs, echo) =>
        run(pool, { echo, afterMs }).then((v) => {
          finished.push(v);
          return v;
        }),
      ),
    );
    expect(answers).toEqual([0, 1, 2, 3]);
    expect(finished).toEqual([0, 1, 2, 3]);
  });

  it('runs tasks side by side on several workers', async () => {
    const pool = fixturePool(2);
    const finished: number[] = [];
    await Promise.all(
      [1000, 0].map((afterMs, echo) => run(pool, { echo, afterMs }).then((v) => finished.push(v))),
    );
    expect(finished).toEqual([1, 0]);
  });

  it('rejects with the error the task threw, of the same class and message', async () => {
    const pool = fixturePool(1);
    const error = await run(pool, { throwType: 'TypeError', message: 'no such row' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toBe('no such row');
    await expect(run(pool, { throwType: 'RangeError', message: 'too wide' })).rejects.toThrow(
      new RangeError('too wide'),
    );
    // The worker that threw goes on serving.
    await expect(run(pool, { echo: 7, afterMs: 0 })).resolves.toBe(7);
  });

  it('fails the task of a worker that dies, and a new worker takes the queue on', async () => {
    const pool = fixturePool(1);
    const died = run(pool, { exitCode: 3 });
    const queued = run(pool, { echo: 5, afterMs: 0 });
    await expect(died).rejects.toThrow('exit code 3');
    await expect(queued).resolves.toBe(5);
    await expect(run(pool, { echo: 6, afterMs: 0 })).resolves.toBe(6);
  });

  it('refuses work beyond its queue with 503 rather than queueing without end', async () => {
    const pool = fixturePool(1, 1);
    const running = run(pool, { echo: 1, afterMs: 200 });
    // The first task is the worker's at once; the second waits; the third finds the queue full.
    const waiting = run(pool, { echo: 2, afterMs: 0 });
    const refused = await run(pool, { echo: 3, afterMs: 0 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('unavailable');
    await expect(Promise.all([running, waiting])).resolves.toEqual([1, 2]);
  });
});
