import 'server-only';
// A statement to the payee as the API answers it: what it is, the days it covers, and its words —
// the same words as its email and PDF (lib/domain/retention-statements.ts statementParagraphs).
import type { RetentionStatement } from '@/lib/db/generated/client';
import { formatMoney } from '@/lib/domain/money-format';
import {
  statementParagraphs,
  statementTitle,
  type StatementContent,
} from '@/lib/domain/retention-statements';

export function statementJson(
  row: Pick<RetentionStatement, 'id' | 'kind' | 'subject' | 'content' | 'createdAt'>,
) {
  const content = row.content as unknown as StatementContent;
  const money = (cents: number) => formatMoney(cents, { currency: content.currency });
  return {
    id: row.id,
    kind: row.kind,
    title: statementTitle(content),
    /** The quarter ('2026-Q3') of a quarterly statement. */
    quarter: /^\d{4}-Q\d$/.test(row.subject) ? row.subject : null,
    made_on: content.madeOn,
    period_from: content.period.from,
    period_to: content.period.to,
    held: content.figures.closing,
    paragraphs: statementParagraphs(content, money),
    created_at: row.createdAt,
  };
}

export type StatementJson = ReturnType<typeof statementJson>;
