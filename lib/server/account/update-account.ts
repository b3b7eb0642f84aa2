import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { TAccountPatch } from '@/lib/schemas/account';
import { recordHistory } from '../history';
import { assertCan } from '../permissions/authorize';
import type { Actor } from '../session/resolve-actor';
import { ACCOUNT_DETAILS_SELECT, toAccountDetails, type AccountDetails } from './read-account';
import { rescheduleSummaries } from './reschedule-summaries';

/** Changes the account's details; the history row lists each field's old and new value. */
export async function updateAccount(
  actor: Actor,
  patch: TAccountPatch,
  now = new Date(),
): Promise<AccountDetails> {
  await assertCan(actor, 'account', 'edit');
  return db().$transaction(async (tx) => {
    const before = await tx.account.findUnique({
      where: { id: actor.accountId },
      select: ACCOUNT_DETAILS_SELECT,
    });
    if (!before) throw new AppError('not_found');
    const after = await tx.account.update({
      where: { id: actor.accountId },
      data: {
        name: patch.account_name,
        country: patch.country,
        currency: patch.currency,
        timeZone: patch.time_zone,
        gstPercent: patch.gst_rate,
      },
      select: ACCOUNT_DETAILS_SELECT,
    });
    const [old, updated] = [toAccountDetails(before), toAccountDetails(after)];
    const changes = Object.fromEntries(
      (Object.keys(patch) as (keyof TAccountPatch)[])
        .filter((field) => old[field] !== updated[field])
        .map((field) => [field, { from: old[field], to: updated[field] }]),
    );
    if (Object.keys(changes).length === 0) return updated;
    // Summary times are kept in the account's time zone (§9): a new zone moves every next run.
    if (changes.time_zone) await rescheduleSummaries(tx, actor.accountId, updated.time_zone, now);
    await recordHistory(tx, actor, 'account.updated', {}, { changes });
    return updated;
  });
}
