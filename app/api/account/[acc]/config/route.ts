import { route } from '@/lib/api/route';
import { ZAccountConfig } from '@/lib/schemas/account';
import { ZAccountParams } from '@/lib/schemas/common';
import { readAccountConfig } from '@/lib/server/account/read-account-config';
import { updateAccountConfig } from '@/lib/server/account/update-account-config';

// What the account calls the documents it issues: every member reads it (it titles their
// documents); owners and admins change it.
export const GET = route({ auth: 'account', params: ZAccountParams }, async ({ actor }) =>
  readAccountConfig(actor),
);

export const PUT = route(
  { auth: 'account', params: ZAccountParams, body: ZAccountConfig, permission: ['account', 'edit'] },
  async ({ actor, body }) => updateAccountConfig(actor, body),
);
