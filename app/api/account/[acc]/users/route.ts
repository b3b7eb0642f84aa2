import { json, route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { ZAddUser } from '@/lib/schemas/users';
import { addAccountUser } from '@/lib/server/users/add-account-user';
import { listAccountUsers } from '@/lib/server/users/list-account-users';

export const GET = route(
  { auth: 'account', params: ZAccountParams, permission: ['account', 'access'] },
  async ({ actor }) => ({ users: await listAccountUsers(actor) }),
);

export const POST = route(
  {
    auth: 'account',
    docs: { status: 201 },
    params: ZAccountParams,
    body: ZAddUser,
    permission: ['account', 'edit'],
  },
  async ({ actor, body }) => json(await addAccountUser(actor, body), 201),
);
