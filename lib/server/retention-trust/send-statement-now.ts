import 'server-only';
// A statement to the payee on the payer's request, between the quarterly ones (the payee asks what
// is held for it, or the payer wants it on record): the current quarter to today, in the quarterly
// statement's form, made and emailed like any statement (make-statement.ts). One per contract and
// day: asked again the same day, the same statement is emailed again.
import { randomUUID } from 'node:crypto';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import { quarterOf, statementFigures, type StatementContent } from '@/lib/domain/retention-statements';
import { dayIn } from '@/lib/domain/zoned-dates';
import { recordHistory } from '../history';
import type { Actor } from '../session/resolve-actor';
import { emailStatement, makeStatement } from './make-statement';
import { loadPayerContract, type ContractPath } from './payer-contract';
import { readRetentionLedger } from './read-retention-ledger';
import { loadStatementSource, NO_PAYEE_CONTACT, payeeRecipients } from './statement-source';

export async function sendStatementNow(actor: Actor, path: ContractPath) {
  const { contract, projectId } = await loadPayerContract(actor, path, 'claim_or_cert');
  if ((await payeeRecipients(contract, actor.accountId)).length === 0)
    throw new AppError('invalid', [{ field: 'statement', message: NO_PAYEE_CONTACT }]);
  const now = new Date();
  const today = dayIn(now, contract.timeZone);
  const subject = `to:${today}`;
  await db().$transaction(async (tx) => {
    const source = await loadStatementSource(tx, contract.id);
    const period = { from: quarterOf(today).from, to: today };
    const content: StatementContent = {
      kind: 'quarterly',
      madeOn: today,
      ...source.header,
      period,
      figures: statementFigures(source.ledger, period),
    };
    let id = await makeStatement(tx, source, { subject, content });
    if (!id) {
      const earlier = await tx.retentionStatement.findFirstOrThrow({
        where: { contractId: contract.id, kind: 'quarterly', subject },
        select: { id: true, content: true },
      });
      id = earlier.id;
      const to = { accountId: actor.accountId, contractId: contract.id, recipients: source.recipients };
      const said = earlier.content as unknown as StatementContent;
      await emailStatement(tx, to, { id, content: said }, `again:${randomUUID()}`);
    }
    await recordHistory(
      tx,
      actor,
      'retention.statement_sent',
      { projectId, contractId: contract.id },
      { statement_id: id, to: source.recipients.map((r) => r.email) },
    );
  });
  return readRetentionLedger(actor, path);
}
