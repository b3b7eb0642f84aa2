import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { listTasks } from '@/lib/server/dashboard/task-list';

/** GET: what needs the caller, overdue first, each with a link to its screen. */
export const GET = route({ auth: 'account', params: ZAccountParams }, async ({ actor }) => listTasks(actor));
