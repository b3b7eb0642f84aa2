import 'server-only';
// POST …/retention_holdings/{holding}/reconciliations: the balance the bank states for a trust
// account on a day, against the ledger's balance for that account on that day, frozen as it is now
// (a deposit recorded later does not change what this reconciliation found). Those who may edit the
// account; a day still to come: 422.
import { AppError } from '@/lib/errors/app-error';
import { db, type Tx } from '@/lib/db/client';
import { dbDate } from '@/lib/domain/date-columns';
import type { Cents } from '@/lib/domain/money';
import type { TReconciliationInput } from '@/lib/schemas/retention-reconciliation';
import { recordHistory } from '../history';
import { assertCan } from '../permissions/authorize';
import type { Actor } from '../session/resolve-actor';
import { accountLedgerBalance } from './account-ledger-balance';
import { accountToday } from './account-today';
import { reconciliationJson } from './reconciliation-json';
import { loadTrustAccount } from './trust-account';

export async function recordReconciliation(actor: Actor, holdingId: string, input: TReconciliationInput) {
  await assertCan(actor, 'account', 'edit');
  return db().$transaction(async (tx) => {
    await loadTrustAccount(tx, actor, holdingId, { lock: true });
    if (input.statement_on > (await accountToday(tx, actor.accountId)))
      throw new AppError('invalid', [{ field: 'statement_on', message: 'That day has not come yet.' }]);
    const row = await writeReconciliation(tx, actor, holdingId, {
      statementOn: input.statement_on,
      statementBalance: input.statement_balance,
      fromBankLines: false,
    });
    return { reconciliation: reconciliationJson(row) };
  });
}

/** Writes a reconciliation with the ledger's balance of that day, and its history row. */
export async function writeReconciliation(
  tx: Tx,
  actor: Actor,
  holdingId: string,
  r: { statementOn: string; statementBalance: Cents; fromBankLines: boolean },
) {
  const ledgerBalance = await accountLedgerBalance(tx, actor.accountId, holdingId, r.statementOn);
  const row = await tx.retentionReconciliation.create({
    data: {
      accountId: actor.accountId,
      holdingId,
      statementOn: dbDate(r.statementOn),
      statementBalance: BigInt(r.statementBalance),
      ledgerBalance: BigInt(ledgerBalance),
      fromBankLines: r.fromBankLines,
      createdById: actor.userId,
    },
  });
  await recordHistory(
    tx,
    actor,
    'retention_reconciliation.recorded',
    {},
    {
      holding_id: holdingId,
      reconciliation_id: row.id,
      statement_on: r.statementOn,
      statement_balance: r.statementBalance,
      ledger_balance: ledgerBalance,
      from_bank_lines: r.fromBankLines,
    },
  );
  return row;
}
