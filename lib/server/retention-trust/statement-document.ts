import 'server-only';
// A statement's PDF, rendered from its frozen content: for its email (lib/email/issued-pdfs.ts) and
// for the contract's list of statements (GET …/retention_statements/{s}/pdf).
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { StatementContent } from '@/lib/domain/retention-statements';
import { renderPdf } from '@/lib/pdf/pool/render-pdf';

export async function renderStatementDocument(contractId: string, statementId: string) {
  const row = await db().retentionStatement.findFirst({
    where: { id: statementId, contractId },
    select: { kind: true, subject: true, content: true },
  });
  if (!row) throw new AppError('not_found');
  const content = row.content as unknown as StatementContent;
  const day = content.period.to;
  return {
    filename: `Retention ${row.kind === 'quarterly' ? row.subject : row.kind.replace('_', ' ')} ${day}.pdf`,
    bytes: await renderPdf('retentionStatement', content),
  };
}
