import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { readTaskList } from '@/lib/server/dashboard/task-list';

/** GET: how many tasks of each type wait for the caller, and how many are overdue. */
export const GET = route({ auth: 'account', params: ZAccountParams }, async ({ actor }) =>
  readTaskList(actor),
);
