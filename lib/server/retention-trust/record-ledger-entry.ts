import 'server-only';
// A payer records in a contract's retention ledger: a deposit into the trust account (the bank's date
// and reference), a release paid on its own (not through a certificate), or the reversal of one of
// them — corrections are new entries, never edits (CCA s18FC: proper records). Each is checked
// against the whole ledger under the contract's ledger lock: nothing may leave a balance below
// nothing or deposit more than is held (422, nothing written).
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import { dbDate } from '@/lib/domain/date-columns';
import { dayIn } from '@/lib/domain/zoned-dates';
import type { TRetentionEntryInput } from '@/lib/schemas/retention-trust';
import { recordHistory } from '../history';
import { lockLedger } from '../ledger/lock-ledger';
import type { Actor } from '../session/resolve-actor';
import { balancesWith, ledgerRows } from './ledger-entries';
import { loadPayerContract, type ContractPath } from './payer-contract';
import { readRetentionLedger } from './read-retention-ledger';

export async function recordRetentionEntry(actor: Actor, path: ContractPath, input: TRetentionEntryInput) {
  const { contract, projectId } = await loadPayerContract(actor, path, 'claim_or_cert');
  if (input.occurred_on > dayIn(new Date(), contract.timeZone))
    throw new AppError('invalid', [{ field: 'occurred_on', message: 'That day has not come yet.' }]);
  await db().$transaction(async (tx) => {
    await lockLedger(tx, contract.id);
    const rows = await ledgerRows(tx, contract.id);
    const reversed = input.kind === 'reversal' ? rows.find((r) => r.id === input.reverses_id) : undefined;
    if (reversed?.certId)
      throw new AppError('invalid', [
        {
          field: 'reverses_id',
          message: "A certificate's entries stand as it was issued: they cannot be reversed.",
        },
      ]);
    const amount = input.kind === 'reversal' ? 0 : input.amount;
    balancesWith(rows, {
      id: 'new',
      kind: input.kind,
      amount,
      on: input.occurred_on,
      reverses: input.kind === 'reversal' ? input.reverses_id : null,
    });
    const row = await tx.retentionLedgerEntry.create({
      data: {
        accountId: actor.accountId,
        contractId: contract.id,
        kind: input.kind,
        amount: BigInt(input.kind === 'reversal' ? Number(reversed!.amount) : amount),
        occurredOn: dbDate(input.occurred_on),
        reversesId: input.kind === 'reversal' ? input.reverses_id : null,
        reference: input.kind === 'reversal' ? null : (input.reference ?? null),
        createdById: actor.userId,
      },
    });
    await recordHistory(
      tx,
      actor,
      `retention.${input.kind}`,
      { projectId, contractId: contract.id },
      {
        entry_id: row.id,
        amount: Number(row.amount),
        occurred_on: input.occurred_on,
      },
    );
  });
  return readRetentionLedger(actor, path);
}
