import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import type { Tx } from '@/lib/db/client';

/**
 * A user's membership of an account, loaded through the account: a user id from another account
 * is simply not found here (404), whatever the caller may do elsewhere.
 */
export async function findMembership(tx: Tx, accountId: string, userId: string) {
  const membership = await tx.membership.findUnique({
    where: { accountId_userId: { accountId, userId } },
    select: {
      id: true,
      role: true,
      status: true,
      user: { select: { id: true, name: true, email: true, passwordHash: true } },
    },
  });
  if (!membership) throw new AppError('not_found');
  return membership;
}
