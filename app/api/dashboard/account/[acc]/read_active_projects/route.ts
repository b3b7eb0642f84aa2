import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { listActiveProjects } from '@/lib/server/dashboard/list-active-projects';

export const GET = route({ auth: 'account', params: ZAccountParams }, async ({ actor }) => ({
  projects: await listActiveProjects(actor),
}));
