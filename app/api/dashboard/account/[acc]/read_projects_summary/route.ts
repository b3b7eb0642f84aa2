import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { readProjectsSummary } from '@/lib/server/dashboard/projects-summary';

/** GET: the caller's projects by state (draft, current, archived, completed), pinned first. */
export const GET = route({ auth: 'account', params: ZAccountParams }, async ({ actor }) =>
  readProjectsSummary(actor),
);
