import { route } from '@/lib/api/route';
import { ZProjectParams } from '@/lib/schemas/common';
import { ZPinProject } from '@/lib/schemas/projects';
import { pinProject } from '@/lib/server/projects/pin-project';

/** Pinned projects head the list. */
export const POST = route(
  { auth: 'account', params: ZProjectParams, body: ZPinProject },
  async ({ actor, params, body }) => pinProject(actor, params.g, body.is_pinned),
);
