import { route } from '@/lib/api/route';
import { ZSavedReasonParams } from '@/lib/schemas/saved-reasons';
import { deleteSavedReason } from '@/lib/server/saved-reasons/saved-reasons';

/** DELETE: removes a saved reason. Reasons already given on certificates stay as they were. */
export const DELETE = route(
  { auth: 'account', params: ZSavedReasonParams, docs: { summary: 'Delete a saved certificate reason' } },
  async ({ actor, params }) => deleteSavedReason(actor, params.id),
);
