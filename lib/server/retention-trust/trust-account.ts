import 'server-only';
// The trust bank account a reconciliation or a bank statement is about: one of the caller's
// account's holdings (another account's: 404), and a trust account (an instrument holds no money,
// so there is nothing to reconcile: 422). Written to in a transaction, it is locked first
// (`lock`), so its bank lines are imported and matched one import at a time and it cannot be
// deleted meanwhile (delete-holding.ts locks it too).
import { AppError } from '@/lib/errors/app-error';
import type { Db, Tx } from '@/lib/db/client';
import type { RetentionHolding } from '@/lib/db/generated/client';
import type { Actor } from '../session/resolve-actor';

export const NOT_A_TRUST_ACCOUNT =
  'Only a trust bank account is reconciled: an insurance policy or guarantee holds no money.';

export async function loadTrustAccount(
  client: Db | Tx,
  actor: Actor,
  holdingId: string,
  options: { lock?: boolean } = {},
): Promise<RetentionHolding> {
  if (options.lock)
    await client.$queryRaw`
      SELECT 1 FROM retention_holdings
       WHERE id = ${holdingId}::uuid AND account_id = ${actor.accountId}::uuid FOR UPDATE`;
  const row = await client.retentionHolding.findFirst({
    where: { id: holdingId, accountId: actor.accountId },
  });
  if (!row) throw new AppError('not_found');
  if (row.kind !== 'trust_account')
    throw new AppError('invalid', [{ field: 'holding', message: NOT_A_TRUST_ACCOUNT }]);
  return row;
}
