import 'server-only';
// Matches a trust account's bank lines paid in to the deposits its contracts' ledgers record
// (lib/domain/bank-line-matching.ts), after each import and when asked again (a deposit recorded
// since). A line matched to a deposit reversed since is unmatched first, so it can find the deposit
// recorded in its place. The caller holds the trust account's lock (trust-account.ts).
import { db, type Tx } from '@/lib/db/client';
import { matchBankLines } from '@/lib/domain/bank-line-matching';
import { isoDate } from '@/lib/domain/date-columns';
import { assertCan } from '../permissions/authorize';
import type { Actor } from '../session/resolve-actor';
import { loadTrustAccount } from './trust-account';

export async function matchHoldingBankLines(tx: Tx, accountId: string, holdingId: string) {
  await tx.retentionBankLine.updateMany({
    where: { holdingId, entry: { is: { reversal: { isNot: null } } } },
    data: { entryId: null },
  });
  const lines = await tx.retentionBankLine.findMany({
    where: { holdingId, entryId: null, amount: { gt: 0 } },
    orderBy: [{ bookedOn: 'asc' }, { importedAt: 'asc' }, { id: 'asc' }],
  });
  const deposits =
    lines.length === 0
      ? []
      : await tx.retentionLedgerEntry.findMany({
          where: {
            accountId,
            kind: 'deposited',
            reversal: { is: null },
            bankLine: { is: null },
            contract: { placements: { some: { accountId, side: 'cert', retentionHoldingId: holdingId } } },
          },
          orderBy: { seq: 'asc' },
        });
  const matches = matchBankLines(
    lines.map((l) => ({
      id: l.id,
      on: isoDate(l.bookedOn),
      amount: Number(l.amount),
      description: l.description,
    })),
    deposits.map((d) => ({
      id: d.id,
      on: isoDate(d.occurredOn),
      amount: Number(d.amount),
      reference: d.reference,
    })),
  );
  if (matches.length > 0)
    await tx.$executeRaw`
      UPDATE retention_bank_lines b SET entry_id = m.entry_id
        FROM unnest(${matches.map((m) => m.lineId)}::uuid[], ${matches.map((m) => m.entryId)}::uuid[])
          AS m(line_id, entry_id)
       WHERE b.id = m.line_id AND b.holding_id = ${holdingId}::uuid`;
  return { matched: matches.length, unmatched: lines.length - matches.length };
}

/** POST …/bank_lines/match: match again, after deposits were recorded. Those who may edit the account. */
export async function rematchBankLines(actor: Actor, holdingId: string) {
  await assertCan(actor, 'account', 'edit');
  return db().$transaction(async (tx) => {
    await loadTrustAccount(tx, actor, holdingId, { lock: true });
    return matchHoldingBankLines(tx, actor.accountId, holdingId);
  });
}
