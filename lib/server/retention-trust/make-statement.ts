import 'server-only';
// Makes one statement to the payee and queues its email to each of the payee's contacts, in the
// caller's transaction (issue 31; CCA s18FD). A statement is one row per contract, kind and
// subject (the entry, the quarter, the notice): a second attempt at the same one — a retried
// transaction, a second app instance running the same quarter — makes nothing and sends nothing.
// Its content is frozen here; every sending and its PDF say what it says.
import type { Tx } from '@/lib/db/client';
import { dbDate } from '@/lib/domain/date-columns';
import { formatMoney } from '@/lib/domain/money-format';
import {
  statementParagraphs,
  statementTitle,
  type StatementContent,
} from '@/lib/domain/retention-statements';
import { enqueueEmail } from '@/lib/email/outbox';
import type { StatementSource } from './statement-source';

/** The statement row's id, or null when this statement was made already. */
export async function makeStatement(
  tx: Tx,
  source: StatementSource,
  a: { subject: string; content: StatementContent },
): Promise<string | null> {
  const { content } = a;
  const created = await tx.retentionStatement.createManyAndReturn({
    data: [
      {
        accountId: source.accountId!,
        contractId: source.contract.id,
        kind: content.kind,
        subject: a.subject,
        periodFrom: content.period.from ? dbDate(content.period.from) : null,
        periodTo: dbDate(content.period.to),
        content: content as never,
      },
    ],
    skipDuplicates: true,
    select: { id: true },
  });
  const id = created[0]?.id;
  if (!id) return null;
  const to = { accountId: source.accountId, contractId: source.contract.id, recipients: source.recipients };
  await emailStatement(tx, to, { id, content }, 'first');
  return id;
}

/** Queues the statement's email to each of the payee's contacts; `sending` names this sending. */
export async function emailStatement(
  tx: Tx,
  to: { accountId: string | null; contractId: string; recipients: StatementSource['recipients'] },
  statement: { id: string; content: StatementContent },
  sending: string,
): Promise<number> {
  const { content } = statement;
  const money = (cents: number) => formatMoney(cents, { currency: content.currency });
  for (const r of to.recipients)
    await enqueueEmail(tx, {
      accountId: to.accountId,
      idempotencyKey: `retention-statement:${statement.id}:${sending}:${r.email}`,
      to: r.email,
      toName: r.name,
      template: 'retention_statement',
      payload: {
        contractId: to.contractId,
        statementId: statement.id,
        subject: `${statementTitle(content)} – ${content.contract}`,
        recipientName: r.name,
        paragraphs: statementParagraphs(content, money),
        attachmentIds: [],
        sharedLinks: [],
        alsoSentTo: null,
      },
    });
  return to.recipients.length;
}
