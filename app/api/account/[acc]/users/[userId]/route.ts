import { route } from '@/lib/api/route';
import { ZAccountUserParams, ZUpdateAccountUser } from '@/lib/schemas/users';
import { deleteAccountUser } from '@/lib/server/users/delete-account-user';
import { updateAccountUser } from '@/lib/server/users/update-account-user';

/** Change role and/or status (deactivate, reactivate). Ownership moves only through /owner. */
export const PATCH = route(
  { auth: 'account', params: ZAccountUserParams, body: ZUpdateAccountUser, permission: ['account', 'edit'] },
  async ({ actor, params, body }) => updateAccountUser(actor, params.userId, body),
);

export const DELETE = route(
  { auth: 'account', params: ZAccountUserParams, permission: ['account', 'edit'] },
  async ({ actor, params }) => deleteAccountUser(actor, params.userId),
);
