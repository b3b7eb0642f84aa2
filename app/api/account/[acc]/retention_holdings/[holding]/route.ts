import { route } from '@/lib/api/route';
import { ZHoldingParams, ZRetentionHolding } from '@/lib/schemas/retention-trust';
import { deleteRetentionHolding } from '@/lib/server/retention-trust/delete-holding';
import { updateRetentionHolding } from '@/lib/server/retention-trust/update-holding';

/** PUT: changes a trust account or instrument of the account. Owners and admins. */
export const PUT = route(
  {
    auth: 'account',
    params: ZHoldingParams,
    body: ZRetentionHolding,
    permission: ['account', 'edit'],
    docs: { summary: 'Change a retention trust account or instrument' },
  },
  async ({ actor, params, body }) => updateRetentionHolding(actor, params.holding, body),
);

/** DELETE: one no contract names (409 while one does). */
export const DELETE = route(
  {
    auth: 'account',
    params: ZHoldingParams,
    permission: ['account', 'edit'],
    docs: { summary: 'Delete a retention trust account or instrument' },
  },
  async ({ actor, params }) => {
    await deleteRetentionHolding(actor, params.holding);
    return { deleted: true };
  },
);
