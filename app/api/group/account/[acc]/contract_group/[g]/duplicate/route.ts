import { json, route } from '@/lib/api/route';
import { ZProjectParams } from '@/lib/schemas/common';
import { duplicateProject } from '@/lib/server/projects/duplicate-project';

/** Copies the project's settings, retention, terms, members and workflows into a new project (201). */
export const POST = route(
  { auth: 'account', docs: { status: 201 }, params: ZProjectParams },
  async ({ actor, params }) => json(await duplicateProject(actor, params.g), 201),
);
