import { route } from '@/lib/api/route';
import { ZEmailPreferences } from '@/lib/schemas/account';
import { ZAccountParams } from '@/lib/schemas/common';
import { readEmailPreferences } from '@/lib/server/account/read-email-preferences';
import { updateEmailPreferences } from '@/lib/server/account/update-email-preferences';

// The caller's own preferences: every member of the account, whatever their role.
export const GET = route({ auth: 'account', params: ZAccountParams }, async ({ actor }) =>
  readEmailPreferences(actor),
);

export const PUT = route(
  { auth: 'account', params: ZAccountParams, body: ZEmailPreferences },
  async ({ actor, body }) => updateEmailPreferences(actor, body),
);
