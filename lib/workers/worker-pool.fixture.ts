// The tasks worker-pool.test.ts sends a pool: answer after a while, throw, or end the thread.
import { serveTasks } from './serve-tasks';

export type FixtureTask =
  | { echo: number; afterMs: number }
  | { throwType: 'TypeError' | 'RangeError'; message: string }
  | { exitCode: number };

serveTasks(async (input) => {
  const task = input as FixtureTask;
  if ('throwType' in task) throw new globalThis[task.throwType](task.message);
  if ('exitCode' in task) process.exit(task.exitCode);
  await new Promise((resolve) => setTimeout(resolve, task.afterMs));
  return { value: task.echo };
});
