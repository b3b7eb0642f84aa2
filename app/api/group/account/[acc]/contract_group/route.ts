import { json, route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { ZCreateProject, ZProjectListQuery } from '@/lib/schemas/projects';
import { createProject } from '@/lib/server/projects/create-project';
import { listProjects } from '@/lib/server/projects/list-projects';

/**
 * read_projects_list: searched, filtered and sorted as the spec §2 project list (?search, ?filter,
 * ?sort, ?type), a page at a time (?limit, default 50; ?cursor, the next_cursor of the page before,
 * made for the same sort), with `total`, the `counts` by status and `due_count`.
 */
export const GET = route(
  { auth: 'account', params: ZAccountParams, query: ZProjectListQuery },
  async ({ actor, query }) => listProjects(actor, query),
);

/** Create a project (201). */
export const POST = route(
  {
    auth: 'account',
    docs: { status: 201 },
    params: ZAccountParams,
    body: ZCreateProject,
    permission: ['project', 'create'],
  },
  async ({ actor, body }) => json(await createProject(actor, body), 201),
);
