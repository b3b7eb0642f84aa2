import 'server-only';
import { db, type Tx } from '@/lib/db/client';
import { assertCan } from '../permissions/authorize';
import { recordHistory } from '../history';
import type { Actor } from './resolve-actor';

/**
 * Switches the account's help desk mode inside the caller's transaction, with a history row when
 * it changes (repeating the current state writes nothing). Shared by the account's own setting
 * and the platform administrators' "turn help desk off".
 */
export async function applyHelpDeskMode(
  tx: Tx,
  actor: Pick<Actor, 'userId' | 'accountId' | 'actingAsSupport'>,
  on: boolean,
  details?: Record<string, unknown>,
): Promise<void> {
  const { count } = await tx.account.updateMany({
    where: { id: actor.accountId, isHelpDeskMode: !on },
    data: { isHelpDeskMode: on },
  });
  if (count === 1) {
    await recordHistory(tx, actor, on ? 'help_desk.enabled' : 'help_desk.disabled', {}, details);
  }
}

/**
 * The account's owner or admin lets ClaimCert support in (spec §4 "Other": help desk mode gives
 * the support team remote control), or shuts them out: support's access is read per request,
 * so turning it off takes effect on their next click.
 */
export async function setHelpDeskMode(actor: Actor, on: boolean): Promise<{ is_help_mode: boolean }> {
  await assertCan(actor, 'account', 'edit');
  await db().$transaction((tx) => applyHelpDeskMode(tx, actor, on));
  return { is_help_mode: on };
}
