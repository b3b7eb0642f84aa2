import { route } from '@/lib/api/route';
import { ZAdminAccountsQuery } from '@/lib/schemas/admin';
import { listAccountsForAdmin } from '@/lib/server/admin/list-accounts';

export const GET = route({ auth: 'user', query: ZAdminAccountsQuery }, async ({ userId, query }) =>
  listAccountsForAdmin(userId, query.page),
);
