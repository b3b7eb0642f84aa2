import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { TAdminAccountUpdate } from '@/lib/schemas/admin';
import { applyHelpDeskMode } from '../session/set-help-desk-mode';
import { recordHistory } from '../history';
import { requirePlatformAdmin } from './require-platform-admin';

/**
 * PATCH /api/admin/accounts/{id} and POST …/reactive: deactivate or reactivate an account, or
 * turn its help desk mode off, in one transaction with a history row on the account for each
 * change. A deactivated account is closed to its members and to support on their next request
 * (resolveActor and the session both read accounts.is_active); its data stays as it was.
 */
export async function updateAccountAsAdmin(
  userId: string,
  accountId: string,
  change: TAdminAccountUpdate,
): Promise<{ account: { id: string; is_active: boolean; is_help_desk_mode: boolean } }> {
  await requirePlatformAdmin(userId);
  // Admin actions are platform staff's, not help desk's: they act on the account from outside.
  const actor = { userId, accountId, actingAsSupport: false };
  const details = { by: 'platform_admin' };
  return db().$transaction(async (tx) => {
    const found = await tx.account.findUnique({ where: { id: accountId }, select: { id: true } });
    if (!found) throw new AppError('not_found');
    if (change.is_active !== undefined) {
      const { count } = await tx.account.updateMany({
        where: { id: accountId, isActive: !change.is_active },
        data: { isActive: change.is_active },
      });
      const action = change.is_active ? 'account.reactivated' : 'account.deactivated';
      if (count === 1) await recordHistory(tx, actor, action, {}, details);
    }
    if (change.is_help_desk_mode === false) await applyHelpDeskMode(tx, actor, false, details);
    const account = await tx.account.findUniqueOrThrow({
      where: { id: accountId },
      select: { id: true, isActive: true, isHelpDeskMode: true },
    });
    return {
      account: { id: account.id, is_active: account.isActive, is_help_desk_mode: account.isHelpDeskMode },
    };
  });
}
