import { route } from '@/lib/api/route';
import { ZAdminAccountParams } from '@/lib/schemas/admin';
import { listAccountUsersForAdmin } from '@/lib/server/admin/list-account-users';

export const GET = route({ auth: 'user', params: ZAdminAccountParams }, async ({ userId, params }) =>
  listAccountUsersForAdmin(userId, params.id),
);
