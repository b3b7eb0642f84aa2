import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { AccountRole } from '@/lib/db/generated/enums';

export interface AccountPerson {
  user_id: string;
  name: string;
  email: string;
  role: AccountRole;
}

/** The account's active users by name: who may be made a project member or an approver. */
export async function listAccountPeople(accountId: string): Promise<AccountPerson[]> {
  const memberships = await db().membership.findMany({
    where: { accountId, status: 'active' },
    orderBy: { user: { name: 'asc' } },
    select: { role: true, user: { select: { id: true, name: true, email: true } } },
  });
  return memberships.map((m) => ({
    user_id: m.user.id,
    name: m.user.name,
    email: m.user.email,
    role: m.role,
  }));
}

/** 422 unless every id is an active user of the account: no one from outside can be added. */
export async function assertAccountPeople(accountId: string, userIds: readonly string[], field: string) {
  if (userIds.length === 0) return;
  const found = await db().membership.count({
    where: { accountId, status: 'active', userId: { in: [...new Set(userIds)] } },
  });
  if (found !== new Set(userIds).size) {
    throw new AppError('invalid', [{ field, message: 'Choose people who are active users of this account' }]);
  }
}
