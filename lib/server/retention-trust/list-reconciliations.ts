import 'server-only';
import { db } from '@/lib/db/client';
import { assertCan } from '../permissions/authorize';
import type { Actor } from '../session/resolve-actor';
import { holdingJson } from './holding-json';
import { reconciliationJson } from './reconciliation-json';
import { loadTrustAccount } from './trust-account';

/** GET …/reconciliations: a trust account's reconciliations, the newest statement day first. */
export async function listReconciliations(actor: Actor, holdingId: string) {
  await assertCan(actor, 'account', 'view');
  const holding = await loadTrustAccount(db(), actor, holdingId);
  const rows = await db().retentionReconciliation.findMany({
    where: { holdingId, accountId: actor.accountId },
    orderBy: [{ statementOn: 'desc' }, { createdAt: 'desc' }],
  });
  return { holding: holdingJson(holding), reconciliations: rows.map(reconciliationJson) };
}
