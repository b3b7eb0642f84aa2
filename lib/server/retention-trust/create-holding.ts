import 'server-only';
import { db } from '@/lib/db/client';
import type { TRetentionHolding } from '@/lib/schemas/retention-trust';
import { recordHistory } from '../history';
import { assertCan } from '../permissions/authorize';
import type { Actor } from '../session/resolve-actor';
import { holdingData } from './holding-data';
import { holdingJson } from './holding-json';

/** Records a trust account or complying instrument of the account. Those who may edit the account. */
export async function createRetentionHolding(actor: Actor, input: TRetentionHolding) {
  await assertCan(actor, 'account', 'edit');
  return db().$transaction(async (tx) => {
    const row = await tx.retentionHolding.create({
      data: { ...holdingData(input), accountId: actor.accountId },
    });
    await recordHistory(tx, actor, 'retention_holding.created', {}, { holding_id: row.id, kind: row.kind });
    return { holding: holdingJson(row) };
  });
}
