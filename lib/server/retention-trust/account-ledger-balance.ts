import 'server-only';
// A trust account's ledger balance on a day (issue 31): over every contract whose payer placement
// names the holding, what its retention ledger had deposited by the end of that day
// (lib/domain/retention-reconciliation.ts). One statement reads every such contract's entries up to
// that day. A contract counts in the account it names now: one moved to another trust account takes
// its history with it.
import type { Db, Tx } from '@/lib/db/client';
import { dbDate } from '@/lib/domain/date-columns';
import type { Cents } from '@/lib/domain/money';
import type { RetentionEntry } from '@/lib/domain/retention-ledger';
import { accountDepositedOn } from '@/lib/domain/retention-reconciliation';
import { toLedgerEntry } from './ledger-entries';

export async function accountLedgerBalance(
  client: Db | Tx,
  accountId: string,
  holdingId: string,
  day: string,
): Promise<Cents> {
  const rows = await client.retentionLedgerEntry.findMany({
    where: {
      accountId,
      occurredOn: { lte: dbDate(day) },
      contract: { placements: { some: { accountId, side: 'cert', retentionHoldingId: holdingId } } },
    },
    orderBy: { seq: 'asc' },
  });
  const byContract = new Map<string, RetentionEntry[]>();
  for (const row of rows) {
    const list = byContract.get(row.contractId);
    if (list) list.push(toLedgerEntry(row));
    else byContract.set(row.contractId, [toLedgerEntry(row)]);
  }
  return accountDepositedOn(byContract.values(), day);
}
