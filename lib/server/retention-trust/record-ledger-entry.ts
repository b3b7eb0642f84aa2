import 'server-only';
// A payer records in a contract's retention ledger: a deposit into the trust account (the bank's date
// and reference), a release paid on its own (not through a certificate), a use to remedy the payee's
// defects under a notice of intended use whose 10 working days have passed (CCA s18D), or the
// reversal of one of them — corrections are new entries, never edits (s18FC: proper records). Each
// is checked against the whole ledger under the contract's ledger lock: nothing may leave a balance
// below nothing or deposit more than is held (422, nothing written). A release, a use or the
// correction of one sends the payee its transaction report (report-transaction.ts).
import { AppError } from '@/lib/errors/app-error';
import { db, type Tx } from '@/lib/db/client';
import type { RetentionLedgerEntry } from '@/lib/db/generated/client';
import { dbDate, isoDate } from '@/lib/domain/date-columns';
import { dayIn } from '@/lib/domain/zoned-dates';
import type { TRetentionEntryInput } from '@/lib/schemas/retention-trust';
import { claimContractOf } from '../documents/document-contract';
import { recordHistory } from '../history';
import { lockLedger } from '../ledger/lock-ledger';
import type { Actor } from '../session/resolve-actor';
import { balancesWith, ledgerRows, usedUnderNotice } from './ledger-entries';
import { loadPayerContract, type ContractPath } from './payer-contract';
import { readRetentionLedger } from './read-retention-ledger';
import { reportTransaction } from './report-transaction';

const invalid = (field: string, message: string) => new AppError('invalid', [{ field, message }]);

export async function recordRetentionEntry(actor: Actor, path: ContractPath, input: TRetentionEntryInput) {
  const { contract, projectId } = await loadPayerContract(actor, path, 'claim_or_cert');
  const now = new Date();
  if (input.occurred_on > dayIn(now, contract.timeZone))
    throw invalid('occurred_on', 'That day has not come yet.');
  await db().$transaction(async (tx) => {
    await lockLedger(tx, contract.id);
    const rows = await ledgerRows(tx, contract.id);
    const reversed = input.kind === 'reversal' ? rows.find((r) => r.id === input.reverses_id) : undefined;
    if (reversed?.certId)
      throw invalid(
        'reverses_id',
        "A certificate's entries stand as it was issued: they cannot be reversed.",
      );
    if (reversed && input.occurred_on < isoDate(reversed.occurredOn))
      throw invalid('occurred_on', 'A correction comes on or after the day of the entry it reverses.');
    if (input.kind === 'used') await assertUseNoticed(tx, contract.id, rows, input);
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
        noticeId: input.kind === 'used' ? input.notice_id : null,
        reference: input.kind === 'reversal' ? null : (input.reference ?? null),
        createdById: actor.userId,
      },
    });
    await recordHistory(
      tx,
      actor,
      `retention.${input.kind}`,
      { projectId, contractId: contract.id },
      { entry_id: row.id, amount: Number(row.amount), occurred_on: input.occurred_on },
    );
    await reportTransaction(tx, claimContractOf(contract), [row.id], now);
  });
  return readRetentionLedger(actor, path);
}

/**
 * A use only under a notice of intended use given on this contract, once its 10 working days have
 * passed, and for no more than the notice named less what was used under it already (s18D).
 */
async function assertUseNoticed(
  tx: Tx,
  contractId: string,
  rows: readonly RetentionLedgerEntry[],
  input: Extract<TRetentionEntryInput, { kind: 'used' }>,
): Promise<void> {
  const notice = await tx.retentionUseNotice.findFirst({ where: { id: input.notice_id, contractId } });
  if (!notice) throw invalid('notice_id', 'Give the payee notice of intended use first (s18D).');
  const from = isoDate(notice.usableFrom);
  if (input.occurred_on < from)
    throw invalid(
      'occurred_on',
      `The notice's 10 working days have not passed: the money may be used from ${from} (s18D).`,
    );
  if (usedUnderNotice(rows, notice.id) + input.amount > Number(notice.amount))
    throw invalid('amount', 'That is more than the notice of intended use named.');
}
