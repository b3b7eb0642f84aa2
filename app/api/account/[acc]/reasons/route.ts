import { json, route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { ZSavedReasonInput } from '@/lib/schemas/saved-reasons';
import { listSavedReasons, saveReason } from '@/lib/server/saved-reasons/saved-reasons';

/** GET: the account's saved certificate reasons (spec §7 reasons). Every member. */
export const GET = route(
  {
    auth: 'account',
    params: ZAccountParams,
    docs: { summary: "List the account's saved certificate reasons" },
  },
  async ({ actor }) => listSavedReasons(actor),
);

/** POST: keeps a reason for reuse; the same wording again answers the one kept (200, not 201). */
export const POST = route(
  {
    auth: 'account',
    params: ZAccountParams,
    body: ZSavedReasonInput,
    docs: { summary: 'Save a certificate reason for reuse', status: 201 },
  },
  async ({ actor, body }) => {
    const { reason, created } = await saveReason(actor, body);
    return json({ reason }, created ? 201 : 200);
  },
);
