import 'server-only';
// The transaction report the payee is sent promptly after each withholding, release or use of its
// retention (issue 31; CCA s18FD), made in the transaction that wrote the entries: a certificate's
// withholding and release together, or a release, a use or the correction of one recorded on its
// own. Deposits are the payer's banking, not a change in what is held for the payee: no report.
// Only where the scheme asks for it: New Zealand's (lib/domain/retention-trust-rules.ts; the NSW and
// Queensland schemes ask for the quarterly ledger copy only).
import type { Tx } from '@/lib/db/client';
import { transactionFigures } from '@/lib/domain/retention-statements';
import { retentionTrustRules } from '@/lib/domain/retention-trust-rules';
import type { Jurisdiction } from '@/lib/domain/working-days';
import { dayIn } from '@/lib/domain/zoned-dates';
import { makeStatement } from './make-statement';
import { loadStatementSource } from './statement-source';

export async function reportTransaction(
  tx: Tx,
  contract: { id: string; jurisdiction: Jurisdiction },
  written: readonly string[],
  now: Date,
): Promise<string | null> {
  if (written.length === 0 || !retentionTrustRules(contract.jurisdiction, true)?.transactionReports)
    return null;
  const source = await loadStatementSource(tx, contract.id);
  const figures = transactionFigures(source.ledger, written);
  if (figures.movements.length === 0) return null;
  const on = source.ledger.find((e) => written.includes(e.id))!.on;
  return makeStatement(tx, source, {
    subject: written[0]!,
    content: {
      kind: 'transaction',
      madeOn: dayIn(now, source.timeZone),
      ...source.header,
      period: { from: on, to: on },
      figures,
    },
  });
}
