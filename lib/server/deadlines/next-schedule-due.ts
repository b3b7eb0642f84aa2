import 'server-only';
// The contract lists' "certificate due" (projects and their due flags and badge, contracts,
// dashboard): for each contract, the earliest payment-schedule deadline among its served claims
// still waiting for a certificate, worked out by the one deadline engine
// (lib/domain/claim-deadlines.ts) — the date the claim's own screens show.
//
// A projects page has thousands of waiting claims (issue 33); reading each and running the engine
// on it cost more than the rest of the page. So one statement sums them up per contract instead:
// each date's least over its waiting claims, and the few claims first by some date (the picks).
// The engine's date is monotone in each date, so the least dates bound the earliest from below and
// the picks from above; where the bounds meet — always, but for a UK contract without terms whose
// claims were served out of order — that is the date (lib/domain/earliest-schedule-due.ts). Only
// where they do not are that contract's claims read and worked out one by one.
import { db, selectRows } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';
import { isoDate } from '@/lib/domain/date-columns';
import { deadlineClaim, type DeadlineContract } from '@/lib/domain/deadline-claim';
import { earliestScheduleDue, rememberingScheduleDue, scheduleDue } from '@/lib/domain/earliest-schedule-due';
import { jurisdictionOrNull } from '@/lib/domain/working-days';
import type { ContractTier } from '@/lib/domain/statutory-deadlines';

/** One of a contract's waiting claims picked by the summary, with the contract's least dates. */
interface PickRow {
  id: string;
  time_zone: string;
  country: 'NZ' | 'AU' | 'GB' | 'AE' | 'SA';
  region: string | null;
  sets_terms: boolean;
  contract_tier: ContractTier;
  /** The least claim due date of the contract's waiting claims not served (null: all served). */
  unserved_claim_due: Date | null;
  least_claim_to: Date;
  least_claim_due: Date;
  least_cert_due: Date;
  least_payment_due: Date;
  /** Served within 48 hours of the contract's first waiting claim (see SUMMARY). */
  served_early: boolean | null;
  /** The claim's own dates, as deadlineClaim reads them. */
  servedAt: Date | null;
  claimTo: Date;
  claimDueDate: Date;
  certDueDate: Date;
  paymentDueDate: Date;
}

// Each contract's least dates, with the waiting claims that are first by a date (ties and all):
// these are the picks. A claim's served day is its served moment's day in the contract's zone, which
// is monotone in the moment except where a zone's clocks go back across midnight (Antarctica/Casey
// in 2010; a date-line move); so the claims served within 48 hours of the first are picks too, and
// the least served day is the least of theirs. A claim served later is on a later day than the
// first, whatever the zone: UTC offsets lie within −12 and +14 hours, 26 hours apart. No sort: the
// claims are read once, summed up, and joined back to what they were summed up to.
const SUMMARY = (contractIds: readonly string[]) => Prisma.sql`
  WITH waiting AS MATERIALIZED (
    SELECT cl.contract_id, cl.served_at, cl.claim_to, cl.claim_due_date, cl.cert_due_date, cl.payment_due_date
      FROM claims cl
     WHERE cl.contract_id = ANY(${contractIds}::uuid[]) AND cl.status = 'issued'
  ), least AS (
    SELECT contract_id, min(served_at) AS served_at,
           min(claim_due_date) FILTER (WHERE served_at IS NULL) AS unserved_claim_due,
           min(claim_to) AS claim_to, min(claim_due_date) AS claim_due, min(cert_due_date) AS cert_due,
           min(payment_due_date) AS payment_due
      FROM waiting
     GROUP BY contract_id
  )
  SELECT c.id, c.time_zone, c.country, c.region, c.contract_tier::text AS contract_tier,
         EXISTS (SELECT 1 FROM payment_terms pt WHERE pt.contract_id = c.id) AS sets_terms,
         l.unserved_claim_due, l.claim_to AS least_claim_to, l.claim_due AS least_claim_due,
         l.cert_due AS least_cert_due, l.payment_due AS least_payment_due,
         w.served_at < l.served_at + interval '48 hours' AS served_early,
         w.served_at AS "servedAt", w.claim_to AS "claimTo", w.claim_due_date AS "claimDueDate",
         w.cert_due_date AS "certDueDate", w.payment_due_date AS "paymentDueDate"
    FROM least l
    JOIN waiting w ON w.contract_id = l.contract_id
    JOIN contracts c ON c.id = l.contract_id
   WHERE w.served_at < l.served_at + interval '48 hours'
      OR (w.served_at IS NULL AND w.claim_due_date = l.unserved_claim_due)
      OR w.claim_to = l.claim_to OR w.cert_due_date = l.cert_due OR w.payment_due_date = l.payment_due`;

const earlier = (a: string, b: string) => (b < a ? b : a);

export async function nextScheduleDue(contractIds: readonly string[]): Promise<Map<string, string>> {
  if (contractIds.length === 0) return new Map();
  const rows = await selectRows<PickRow>(db(), SUMMARY([...new Set(contractIds)]));
  const byContract = new Map<string, PickRow[]>();
  for (const row of rows) {
    const picked = byContract.get(row.id);
    if (picked) picked.push(row);
    else byContract.set(row.id, [row]);
  }
  const due = rememberingScheduleDue();
  const earliest = new Map<string, string>();
  const unmet: string[] = [];
  for (const [id, picked] of byContract) {
    const row = picked[0]!;
    const calendar = jurisdictionOrNull(row.country, row.region);
    // deadlineClaim reads only whether the contract has terms, not what they are.
    const contract: DeadlineContract = {
      timeZone: row.time_zone,
      paymentTerms: row.sets_terms ? {} : null,
      contractTier: row.contract_tier,
    };
    const picks = picked.map((p) => deadlineClaim(p, contract));
    const servedDays = [
      ...picks.filter((_, i) => picked[i]!.served_early).map((claim) => claim.servedOn),
      ...(row.unserved_claim_due ? [isoDate(row.unserved_claim_due)] : []),
    ];
    const earliestDue = earliestScheduleDue(
      calendar,
      { contractSetsTerms: row.sets_terms, contractTier: row.contract_tier },
      {
        least: {
          servedOn: servedDays.reduce(earlier),
          claimTo: isoDate(row.least_claim_to),
          claimDue: isoDate(row.least_claim_due),
          certDue: isoDate(row.least_cert_due),
          paymentDue: isoDate(row.least_payment_due),
        },
        picks,
      },
      due,
    );
    if (earliestDue === null) unmet.push(id);
    else earliest.set(id, earliestDue);
  }
  if (unmet.length > 0) {
    for (const [id, d] of await scheduleDueClaimByClaim(unmet, due)) earliest.set(id, d);
  }
  return earliest;
}

/**
 * The same answer the long way: every waiting claim read and worked out by the engine. For the
 * contracts whose bounds do not meet, and for the tests, which hold the short way to it.
 */
export async function scheduleDueClaimByClaim(
  contractIds: readonly string[],
  due: typeof scheduleDue = scheduleDue,
): Promise<Map<string, string>> {
  if (contractIds.length === 0) return new Map();
  const waiting = await db().claim.findMany({
    where: { contractId: { in: [...contractIds] }, status: 'issued' },
    select: {
      contractId: true,
      servedAt: true,
      claimTo: true,
      claimDueDate: true,
      certDueDate: true,
      paymentDueDate: true,
      contract: {
        select: {
          timeZone: true,
          country: true,
          region: true,
          contractTier: true,
          paymentTerms: { select: { id: true } },
        },
      },
    },
  });
  const earliest = new Map<string, string>();
  for (const claim of waiting) {
    const { contract } = claim;
    const d = due(jurisdictionOrNull(contract.country, contract.region), deadlineClaim(claim, contract));
    const current = earliest.get(claim.contractId);
    if (!current || d < current) earliest.set(claim.contractId, d);
  }
  return earliest;
}
