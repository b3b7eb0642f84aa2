import 'server-only';
// PUT …/reconciliations/{id}: why the bank's balance and the ledger's differ (interest, a fee, a
// deposit made to the wrong account and since put right). The one change a reconciliation allows,
// once: the record stands as made (CCA s18FC), so an explanation is not rewritten (409), and a
// reconciliation that balances has nothing to explain (422). Those who may edit the account.
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { TReconciliationExplanation } from '@/lib/schemas/retention-reconciliation';
import { recordHistory } from '../history';
import { assertCan } from '../permissions/authorize';
import type { Actor } from '../session/resolve-actor';
import { reconciliationJson } from './reconciliation-json';

export async function explainReconciliation(
  actor: Actor,
  path: { holdingId: string; id: string },
  input: TReconciliationExplanation,
) {
  await assertCan(actor, 'account', 'edit');
  return db().$transaction(async (tx) => {
    const where = { id: path.id, holdingId: path.holdingId, accountId: actor.accountId };
    const row = await tx.retentionReconciliation.findFirst({ where });
    if (!row) throw new AppError('not_found');
    if (row.statementBalance === row.ledgerBalance)
      throw new AppError('invalid', [
        { field: 'explanation', message: 'The bank and the ledger agree: there is nothing to explain.' },
      ]);
    const { count } = await tx.retentionReconciliation.updateMany({
      where: { ...where, explanation: null },
      data: { explanation: input.explanation, explainedAt: new Date() },
    });
    if (count !== 1)
      throw new AppError(
        'conflict',
        'This difference is explained already: the explanation stands as recorded.',
      );
    await recordHistory(
      tx,
      actor,
      'retention_reconciliation.explained',
      {},
      { holding_id: path.holdingId, reconciliation_id: path.id },
    );
    const updated = await tx.retentionReconciliation.findUniqueOrThrow({ where: { id: path.id } });
    return { reconciliation: reconciliationJson(updated) };
  });
}
