import 'server-only';
import { db } from '@/lib/db/client';
import { isoDate } from '@/lib/domain/date-columns';
import { assertCan } from '../permissions/authorize';
import type { Actor } from '../session/resolve-actor';
import { loadTrustAccount } from './trust-account';

/**
 * GET …/bank_lines: a trust account's imported bank lines, the newest day first, each paid-in line
 * with the deposit it matched (its contract and day) or none. Anyone who may view the account.
 */
export async function listBankLines(actor: Actor, holdingId: string) {
  await assertCan(actor, 'account', 'view');
  await loadTrustAccount(db(), actor, holdingId);
  const rows = await db().retentionBankLine.findMany({
    where: { holdingId, accountId: actor.accountId },
    orderBy: [{ bookedOn: 'desc' }, { importedAt: 'desc' }, { id: 'asc' }],
    include: {
      entry: {
        select: {
          id: true,
          occurredOn: true,
          reference: true,
          contract: { select: { id: true, name: true } },
        },
      },
    },
  });
  const lines = rows.map((l) => ({
    id: l.id,
    booked_on: isoDate(l.bookedOn),
    amount: Number(l.amount),
    description: l.description,
    balance: l.balance === null ? null : Number(l.balance),
    /** The deposit it matched; null when it matched none (a line paid out is never matched). */
    match: l.entry && {
      entry_id: l.entry.id,
      contract_id: l.entry.contract.id,
      contract_name: l.entry.contract.name,
      occurred_on: isoDate(l.entry.occurredOn),
      reference: l.entry.reference,
    },
  }));
  return {
    lines,
    unmatched_paid_in: lines.filter((l) => l.amount > 0 && l.match === null).length,
  };
}

export type BankLinesJson = Awaited<ReturnType<typeof listBankLines>>;
