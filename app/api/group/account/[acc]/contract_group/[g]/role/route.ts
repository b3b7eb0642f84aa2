import { route } from '@/lib/api/route';
import { ZProjectParams } from '@/lib/schemas/common';
import { readProjectRole } from '@/lib/server/projects/read-project-role';

/** read_project_role: the caller's roles and effective actions in this project. */
export const GET = route({ auth: 'account', params: ZProjectParams }, async ({ actor, params }) =>
  readProjectRole(actor, params.g),
);
