import { route } from '@/lib/api/route';
import { ZProjectParams } from '@/lib/schemas/common';
import { changeProjectStatus } from '@/lib/server/projects/change-project-status';

/** Archive the project (spec §4); 409 when its status does not allow it. */
export const POST = route({ auth: 'account', params: ZProjectParams }, async ({ actor, params }) =>
  changeProjectStatus(actor, params.g, 'archive'),
);
