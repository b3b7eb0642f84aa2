import { route } from '@/lib/api/route';
import { ZProjectParams } from '@/lib/schemas/common';
import { ZUpdateProject } from '@/lib/schemas/projects';
import { deleteProject } from '@/lib/server/projects/delete-project';
import { readProject } from '@/lib/server/projects/read-project';
import { updateProject } from '@/lib/server/projects/update-project';

/** read_one_project_group. */
export const GET = route({ auth: 'account', params: ZProjectParams }, async ({ actor, params }) =>
  readProject(actor, params.g),
);

/** PATCH upsert: the fields sent change; answers the project as GET does. */
export const PATCH = route(
  { auth: 'account', params: ZProjectParams, body: ZUpdateProject },
  async ({ actor, params, body }) => {
    await updateProject(actor, params.g, body);
    return readProject(actor, params.g);
  },
);

/** Deletes a project with nothing issued (409 otherwise). */
export const DELETE = route({ auth: 'account', params: ZProjectParams }, async ({ actor, params }) => {
  await deleteProject(actor, params.g);
  return { id: params.g, deleted: true };
});
