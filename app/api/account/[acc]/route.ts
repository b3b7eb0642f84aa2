import { route } from '@/lib/api/route';
import { ZAccountPatch } from '@/lib/schemas/account';
import { ZAccountParams } from '@/lib/schemas/common';
import { readAccount } from '@/lib/server/account/read-account';
import { updateAccount } from '@/lib/server/account/update-account';

export const GET = route(
  { auth: 'account', params: ZAccountParams, permission: ['account', 'view'] },
  async ({ actor }) => readAccount(actor),
);

export const PATCH = route(
  { auth: 'account', params: ZAccountParams, body: ZAccountPatch, permission: ['account', 'edit'] },
  async ({ actor, body }) => updateAccount(actor, body),
);
