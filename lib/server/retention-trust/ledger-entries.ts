import 'server-only';
// A contract's retention ledger as written (retention_ledger_entries), in the order written, and the
// one check every new entry passes before it is written: the whole ledger with it must add up
// (lib/domain/retention-ledger.ts). The caller holds the contract's ledger lock (ledger/lock-ledger.ts),
// so two entries written at once are checked one after the other.
import { AppError } from '@/lib/errors/app-error';
import type { Db, Tx } from '@/lib/db/client';
import type { RetentionLedgerEntry } from '@/lib/db/generated/client';
import { isoDate } from '@/lib/domain/date-columns';
import { ledgerBalances, type RetentionBalances, type RetentionEntry } from '@/lib/domain/retention-ledger';

export async function ledgerRows(client: Db | Tx, contractId: string): Promise<RetentionLedgerEntry[]> {
  return client.retentionLedgerEntry.findMany({
    where: { contractId },
    orderBy: { seq: 'asc' },
  });
}

export const toLedgerEntry = (row: RetentionLedgerEntry): RetentionEntry => ({
  id: row.id,
  kind: row.kind,
  amount: Number(row.amount),
  on: isoDate(row.occurredOn),
  reverses: row.reversesId,
});

/** The balances with `added` appended, or a 422 saying why it may not be (nothing is written then). */
export function balancesWith(
  rows: readonly RetentionLedgerEntry[],
  added: RetentionEntry,
): RetentionBalances {
  const result = ledgerBalances([...rows.map(toLedgerEntry), added]);
  if ('refusal' in result) {
    const field = result.refusal.field === 'reverses' ? 'reverses_id' : 'amount';
    throw new AppError('invalid', [{ field, message: result.refusal.message }]);
  }
  return result.balances;
}

/** The balances of a ledger as written (it always adds up: every entry was checked). */
export function balancesOf(rows: readonly RetentionLedgerEntry[]): RetentionBalances {
  const result = ledgerBalances(rows.map(toLedgerEntry));
  if ('refusal' in result) throw new Error(`Retention ledger does not add up: ${result.refusal.message}`);
  return result.balances;
}

/** What was used under a notice of intended use, its reversed uses left out (CCA s18D). */
export function usedUnderNotice(rows: readonly RetentionLedgerEntry[], noticeId: string): number {
  const reversed = new Set(rows.flatMap((r) => (r.reversesId ? [r.reversesId] : [])));
  return rows
    .filter((r) => r.noticeId === noticeId && !reversed.has(r.id))
    .reduce((sum, r) => sum + Number(r.amount), 0);
}
