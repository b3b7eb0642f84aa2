import { route } from '@/lib/api/route';
import { ZAdminAccountParams } from '@/lib/schemas/admin';
import { updateAccountAsAdmin } from '@/lib/server/admin/update-account';

/** Spec §7 "reactive": reactivate a deactivated account. */
export const POST = route({ auth: 'user', params: ZAdminAccountParams }, async ({ userId, params }) =>
  updateAccountAsAdmin(userId, params.id, { is_active: true }),
);
