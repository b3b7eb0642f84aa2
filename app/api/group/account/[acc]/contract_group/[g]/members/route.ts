import { route } from '@/lib/api/route';
import { ZProjectParams } from '@/lib/schemas/common';
import { ZSetMembers } from '@/lib/schemas/projects';
import { listProjectMembers } from '@/lib/server/projects/project-members';
import { setProjectMembers } from '@/lib/server/projects/set-project-members';

/** The project's members, and the account's users to choose from. */
export const GET = route({ auth: 'account', params: ZProjectParams }, async ({ actor, params }) =>
  listProjectMembers(actor, params.g),
);

/** Replaces the members; the answer says whether the caller may still edit the project. */
export const POST = route(
  { auth: 'account', params: ZProjectParams, body: ZSetMembers },
  async ({ actor, params, body }) => setProjectMembers(actor, params.g, body.members),
);
