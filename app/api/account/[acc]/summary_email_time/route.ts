import { route } from '@/lib/api/route';
import { ZSummaryEmailTime } from '@/lib/schemas/account';
import { ZAccountParams } from '@/lib/schemas/common';
import { readSummaryEmailTime } from '@/lib/server/account/read-summary-email-time';
import { updateSummaryEmailTime } from '@/lib/server/account/update-summary-email-time';

// The caller's own summary times: every member of the account, whatever their role.
export const GET = route({ auth: 'account', params: ZAccountParams }, async ({ actor }) =>
  readSummaryEmailTime(actor),
);

export const PUT = route(
  { auth: 'account', params: ZAccountParams, body: ZSummaryEmailTime },
  async ({ actor, body }) => updateSummaryEmailTime(actor, body),
);
