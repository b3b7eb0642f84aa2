import 'server-only';
// The payer sends a statement to the payee again (a lost email, a new contact): the same frozen
// statement, to the payee's contacts as they are now, each sending its own outbox key. And any
// statement of the contract as a PDF, for the payer's records or to hand over another way.
import { randomUUID } from 'node:crypto';
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { StatementContent } from '@/lib/domain/retention-statements';
import { recordHistory } from '../history';
import type { Actor } from '../session/resolve-actor';
import { emailStatement } from './make-statement';
import { loadPayerContract, type ContractPath } from './payer-contract';
import { renderStatementDocument } from './statement-document';
import { NO_PAYEE_CONTACT, payeeRecipients } from './statement-source';

export async function sendStatementAgain(actor: Actor, path: ContractPath, statementId: string) {
  const { contract, projectId } = await loadPayerContract(actor, path, 'claim_or_cert');
  const [row, recipients] = await Promise.all([
    db().retentionStatement.findFirst({ where: { id: statementId, contractId: contract.id } }),
    payeeRecipients(contract, actor.accountId),
  ]);
  if (!row) throw new AppError('not_found');
  if (recipients.length === 0)
    throw new AppError('invalid', [{ field: 'statement', message: NO_PAYEE_CONTACT }]);
  await db().$transaction(async (tx) => {
    await emailStatement(
      tx,
      { accountId: actor.accountId, contractId: contract.id, recipients },
      { id: row.id, content: row.content as unknown as StatementContent },
      `again:${randomUUID()}`,
    );
    await recordHistory(
      tx,
      actor,
      'retention.statement_sent_again',
      { projectId, contractId: contract.id },
      { statement_id: row.id, to: recipients.map((r) => r.email) },
    );
  });
  return { emailed_to: recipients.map((r) => r.email) };
}

export async function downloadStatementPdf(actor: Actor, path: ContractPath, statementId: string) {
  const { contract } = await loadPayerContract(actor, path, 'view');
  return renderStatementDocument(contract.id, statementId);
}
