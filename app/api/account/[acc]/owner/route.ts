import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { ZChangeOwner } from '@/lib/schemas/users';
import { changeAccountOwner } from '@/lib/server/users/change-account-owner';

/** Only the owner may hand ownership on; the service checks that inside its transaction. */
export const POST = route(
  { auth: 'account', params: ZAccountParams, body: ZChangeOwner, permission: ['account', 'edit'] },
  async ({ actor, body }) => changeAccountOwner(actor, body.user_id),
);
