import 'server-only';
// A reconciliation of a trust account as the API answers it: the bank's balance, the ledger's
// frozen when it was made, their difference and what it means (lib/domain/retention-reconciliation.ts).
import type { RetentionReconciliation } from '@/lib/db/generated/client';
import { isoDate } from '@/lib/domain/date-columns';
import { reconciliationState } from '@/lib/domain/retention-reconciliation';

export function reconciliationJson(r: RetentionReconciliation) {
  const statementBalance = Number(r.statementBalance);
  const ledgerBalance = Number(r.ledgerBalance);
  const { difference, state } = reconciliationState({
    statementBalance,
    ledgerBalance,
    explanation: r.explanation,
  });
  return {
    id: r.id,
    holding_id: r.holdingId,
    statement_on: isoDate(r.statementOn),
    statement_balance: statementBalance,
    ledger_balance: ledgerBalance,
    /** Bank − ledger: below zero the bank holds less than the ledger says is on trust. */
    difference,
    state,
    /** Typed (false) or the closing balance of imported bank lines (true). */
    from_bank_lines: r.fromBankLines,
    explanation: r.explanation,
    explained_at: r.explainedAt,
    created_at: r.createdAt,
  };
}

export type ReconciliationJson = ReturnType<typeof reconciliationJson>;
