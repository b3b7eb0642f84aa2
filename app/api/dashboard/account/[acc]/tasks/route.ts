import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { listTasks } from '@/lib/server/dashboard/task-list';

/**
 * GET: what needs the caller, the TASKS_SHOWN most urgent first, each with a link to its screen; with
 * how many there are of each type, how many are overdue, and per type not all listed, where they are.
 */
export const GET = route({ auth: 'account', params: ZAccountParams }, async ({ actor }) => listTasks(actor));
