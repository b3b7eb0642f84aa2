import 'server-only';
// The payer's written notice to the payee that it intends to use retention money to remedy the
// payee's defects or non-performance (CCA s18D): the amount, the defects, and the first day the money
// may be used — after 10 working days on the contract's calendar (lib/domain/retention-use.ts). It
// is recorded, and sent to the payee's contacts as a statement with its PDF, in one transaction;
// the use itself is recorded later (record-ledger-entry.ts), and refused before that day.
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import { dbDate } from '@/lib/domain/date-columns';
import { usableFrom } from '@/lib/domain/retention-use';
import { statementFigures } from '@/lib/domain/retention-statements';
import { dayIn } from '@/lib/domain/zoned-dates';
import type { TUseNoticeInput } from '@/lib/schemas/retention-trust';
import { claimContractOf } from '../documents/document-contract';
import { recordHistory } from '../history';
import { lockLedger } from '../ledger/lock-ledger';
import type { Actor } from '../session/resolve-actor';
import { balancesOf, ledgerRows } from './ledger-entries';
import { makeStatement } from './make-statement';
import { loadPayerContract, type ContractPath } from './payer-contract';
import { readRetentionLedger } from './read-retention-ledger';
import { loadStatementSource, NO_PAYEE_CONTACT, payeeRecipients } from './statement-source';

export async function giveUseNotice(actor: Actor, path: ContractPath, input: TUseNoticeInput) {
  const { contract: placed, projectId } = await loadPayerContract(actor, path, 'claim_or_cert');
  const contract = claimContractOf(placed);
  const now = new Date();
  // Given today, when it is emailed: the payee's 10 working days start from the day it is sent.
  const today = dayIn(now, contract.timeZone);
  // A notice is given in writing: one nobody receives gives the payee no notice at all.
  if ((await payeeRecipients(contract, actor.accountId)).length === 0)
    throw new AppError('invalid', [{ field: 'notice', message: NO_PAYEE_CONTACT }]);
  await db().$transaction(async (tx) => {
    await lockLedger(tx, contract.id);
    if (input.amount > balancesOf(await ledgerRows(tx, contract.id)).held)
      throw new AppError('invalid', [
        { field: 'amount', message: 'That is more than the retention held for this payee.' },
      ]);
    const from = usableFrom(today, contract.jurisdiction);
    const notice = await tx.retentionUseNotice.create({
      data: {
        accountId: actor.accountId,
        contractId: contract.id,
        amount: BigInt(input.amount),
        defects: input.defects,
        givenOn: dbDate(today),
        usableFrom: dbDate(from),
        createdById: actor.userId,
      },
    });
    const source = await loadStatementSource(tx, contract.id);
    await makeStatement(tx, source, {
      subject: notice.id,
      content: {
        kind: 'use_notice',
        madeOn: today,
        ...source.header,
        period: { from: today, to: today },
        figures: statementFigures(source.ledger, { from: null, to: today }),
        notice: { amount: input.amount, defects: input.defects, givenOn: today, usableFrom: from },
      },
    });
    await recordHistory(
      tx,
      actor,
      'retention.use_notice',
      { projectId, contractId: contract.id },
      { notice_id: notice.id, amount: input.amount, usable_from: from },
    );
  });
  return readRetentionLedger(actor, path);
}
