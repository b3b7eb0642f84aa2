import 'server-only';
// The plan's user limit (issue 14, plans' "users"), checked inside the transaction that adds a
// user, with the account's subscription row locked so two additions at once cannot both take the
// last place. The trial and an account without a plan have no user limit; billing off, none at all.
import { AppError } from '@/lib/errors/app-error';
import type { Tx } from '@/lib/db/client';
import { userLimitMessage, userLimitReached } from '@/lib/domain/billing';
import { billingEnabled } from './billing-config';

export async function assertCanAddUser(tx: Tx, accountId: string): Promise<void> {
  if (!billingEnabled()) return;
  const [row] = await tx.$queryRaw<{ user_limit: number | null; status: string }[]>`
    SELECT user_limit, status::text AS status FROM subscriptions WHERE account_id = ${accountId}::uuid FOR UPDATE`;
  if (!row || row.user_limit === null || (row.status !== 'active' && row.status !== 'past_due')) return;
  const active = await tx.membership.count({ where: { accountId, status: 'active' } });
  if (userLimitReached(row.user_limit, active)) {
    throw new AppError('upgrade_subscription', userLimitMessage(row.user_limit));
  }
}
