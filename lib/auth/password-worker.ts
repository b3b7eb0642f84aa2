// The password pool's worker thread: bcrypt's hash or compare of one password, off the event loop.
import bcrypt from 'bcryptjs';
import { serveTasks } from '@/lib/workers/serve-tasks';

export type PasswordTask = { hash: string; cost: number } | { compare: string; against: string };

serveTasks(async (input) => {
  const task = input as PasswordTask;
  if ('hash' in task) return { value: await bcrypt.hash(task.hash, task.cost) };
  return { value: await bcrypt.compare(task.compare, task.against) };
});
