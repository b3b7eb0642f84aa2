import { route } from '@/lib/api/route';
import { ZAdminAccountParams, ZAdminAccountUpdate } from '@/lib/schemas/admin';
import { updateAccountAsAdmin } from '@/lib/server/admin/update-account';

export const PATCH = route(
  { auth: 'user', params: ZAdminAccountParams, body: ZAdminAccountUpdate },
  async ({ userId, params, body }) => updateAccountAsAdmin(userId, params.id, body),
);
