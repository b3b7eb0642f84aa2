import { route } from '@/lib/api/route';
import { ZProjectParams } from '@/lib/schemas/common';
import { ZRetention } from '@/lib/schemas/project-defaults';
import { readProject } from '@/lib/server/projects/read-project';
import { setProjectRetention } from '@/lib/server/projects/set-project-retention';

/** Creates or replaces the default retention (type none removes it). */
export const PUT = route(
  { auth: 'account', params: ZProjectParams, body: ZRetention },
  async ({ actor, params, body }) => {
    await setProjectRetention(actor, params.g, body);
    return { retention: (await readProject(actor, params.g)).retention };
  },
);

export const DELETE = route({ auth: 'account', params: ZProjectParams }, async ({ actor, params }) => {
  await setProjectRetention(actor, params.g, null);
  return { retention: null };
});
