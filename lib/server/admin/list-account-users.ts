import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import { requirePlatformAdmin } from './require-platform-admin';

/** GET /api/admin/accounts/{id}/users: everyone with a membership, active or not. */
export async function listAccountUsersForAdmin(userId: string, accountId: string) {
  await requirePlatformAdmin(userId);
  const account = await db().account.findUnique({
    where: { id: accountId },
    select: {
      id: true,
      name: true,
      memberships: {
        orderBy: [{ role: 'asc' }, { createdAt: 'asc' }],
        select: {
          role: true,
          status: true,
          createdAt: true,
          user: { select: { id: true, name: true, email: true } },
        },
      },
    },
  });
  if (!account) throw new AppError('not_found');
  return {
    account: { id: account.id, name: account.name },
    users: account.memberships.map((m) => ({
      user_id: m.user.id,
      name: m.user.name,
      email: m.user.email,
      role: m.role,
      status: m.status,
      joined_at: m.createdAt,
    })),
  };
}
