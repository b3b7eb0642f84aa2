import 'server-only';
// The quarterly statement each payee is sent for each contract with retention held on trust under a
// scheme that asks for one (lib/domain/retention-trust-rules.ts: New Zealand, CCA s18FD, a report
// at least every 3 months; NSW, SOP Regulation cl 16(4), a copy of its ledger at least every 3
// months; Queensland where the payer names a trust account), at each quarter's end in the payer
// account's time zone: the balance at the start, each withholding, release and use, the balance at
// the end, where it is held and when it is due for release. A contract whose retention was all
// paid out before the quarter, and did not move in it, gets none.
//
// The crontab runs this hourly on one instance at a time; a statement is still made at most once
// per contract and quarter whoever runs it (the row's unique subject, make-statement.ts), in the
// transaction that queues its emails.
import { db, selectRows } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';
import { lastEndedQuarter, statementFigures } from '@/lib/domain/retention-statements';
import { retentionTrustRules } from '@/lib/domain/retention-trust-rules';
import { jurisdictionOrNull } from '@/lib/domain/working-days';
import { dayIn } from '@/lib/domain/zoned-dates';
import type { Country } from '@/lib/db/generated/enums';
import { makeStatement } from './make-statement';
import { loadStatementSource } from './statement-source';

/** Makes every quarterly statement that is due; returns how many were made. */
export async function sendQuarterlyStatements(now = new Date()): Promise<number> {
  const zones = await selectRows<{ time_zone: string }>(
    db(),
    Prisma.sql`SELECT DISTINCT a.time_zone FROM accounts a
                WHERE EXISTS (SELECT 1 FROM retention_ledger_entries e WHERE e.account_id = a.id)`,
  );
  const quarters = new Map<string, { key: string; from: string; to: string; zones: string[] }>();
  for (const { time_zone } of zones) {
    const q = lastEndedQuarter(dayIn(now, time_zone));
    const entry = quarters.get(q.key) ?? { ...q, zones: [] };
    entry.zones.push(time_zone);
    quarters.set(q.key, entry);
  }
  let made = 0;
  for (const q of quarters.values())
    for (const contractId of await contractsDue(q)) {
      const id = await db().$transaction(async (tx) => {
        const source = await loadStatementSource(tx, contractId);
        return makeStatement(tx, source, {
          subject: q.key,
          content: {
            kind: 'quarterly',
            madeOn: dayIn(now, source.timeZone),
            ...source.header,
            period: { from: q.from, to: q.to },
            figures: statementFigures(source.ledger, q),
          },
        });
      });
      if (id) made++;
    }
  return made;
}

/**
 * The contracts under a scheme, of payers in the quarter's time zones, that held retention at the
 * quarter's end or moved it in the quarter, and have no statement for it yet: one statement over all
 * contracts.
 */
async function contractsDue(q: { key: string; from: string; to: string; zones: string[] }) {
  const rows = await selectRows<{
    contract_id: string;
    country: Country;
    region: string | null;
    named: boolean;
  }>(
    db(),
    Prisma.sql`
      SELECT e.contract_id, c.country, c.region, bool_or(p.retention_holding_id IS NOT NULL) AS named
        FROM retention_ledger_entries e
        JOIN contracts c ON c.id = e.contract_id AND c.country IN ('NZ', 'AU')
        JOIN contract_placements p ON p.contract_id = c.id AND p.side = 'cert'
        JOIN accounts a ON a.id = e.account_id AND a.time_zone = ANY(${q.zones})
       WHERE e.occurred_on <= ${q.to}::date
         AND NOT EXISTS (SELECT 1 FROM retention_statements s
                          WHERE s.contract_id = e.contract_id AND s.kind = 'quarterly' AND s.subject = ${q.key})
         AND NOT EXISTS (SELECT 1 FROM retention_ledger_entries r
                          WHERE r.reverses_id = e.id AND r.occurred_on <= ${q.to}::date)
       GROUP BY e.contract_id, c.country, c.region
      HAVING SUM(CASE e.kind WHEN 'withheld' THEN e.amount
                             WHEN 'released' THEN -e.amount
                             WHEN 'used' THEN -e.amount ELSE 0 END) <> 0
          OR COUNT(*) FILTER (WHERE e.occurred_on >= ${q.from}::date AND e.kind <> 'deposited') > 0`,
  );
  return rows
    .filter((r) => {
      const jurisdiction = jurisdictionOrNull(r.country, r.region);
      return jurisdiction !== null && retentionTrustRules(jurisdiction, r.named) !== null;
    })
    .map((r) => r.contract_id);
}
