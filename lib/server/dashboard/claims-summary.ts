import 'server-only';
// GET …/read_claims_summary?month&is_gst_include (spec §2 dashboard "claim and cert summaries"):
// for the month chosen (by default the current one, in the account's calendar) and for each side
// the account is on — as claimer what it is owed, as certifier what it owes — what was claimed,
// certified and paid in the month and to date, what is certified and still unpaid, and the claims
// still waiting for a certificate. Sums in lib/domain/money-flows.ts over flow-entries.ts.
import { sum } from '@/lib/domain/money';
import { flowTotals, monthOf, monthRange, unpaid } from '@/lib/domain/money-flows';
import type { ContractSide } from '@/lib/paths/page-paths';
import type { Actor } from '../session/resolve-actor';
import { loadDashboardData, type DashboardData } from './dashboard-data';
import { flowEntries } from './flow-entries';

export interface ClaimsSummaryQuery {
  month?: string;
  is_gst_include?: boolean;
}

/** The claims served and still waiting for a certificate (issued, not certified). */
export const awaitingCertificate = (data: DashboardData, side: ContractSide) =>
  data.contracts
    .filter((c) => c.side === side)
    .flatMap((contract) =>
      contract.claims.filter((c) => c.status === 'issued').map((claim) => ({ contract, claim })),
    );

export const sidesOf = (data: DashboardData): Record<ContractSide, boolean> => ({
  claim: data.contracts.some((c) => c.side === 'claim'),
  cert: data.contracts.some((c) => c.side === 'cert'),
});

function sideSummary(
  data: DashboardData,
  side: ContractSide,
  range: { from: string; to: string },
  gst: boolean,
) {
  const entries = flowEntries(data, { side, gst });
  const waiting = awaitingCertificate(data, side);
  return {
    contracts: data.contracts.filter((c) => c.side === side).length,
    in_month: flowTotals(entries, range),
    to_date: flowTotals(entries),
    /** Certified and not yet paid, GST included whatever the basis: the money itself. */
    unpaid: unpaid(flowTotals(gst ? entries : flowEntries(data, { side }))),
    awaiting_certificate: {
      count: waiting.length,
      amount: sum(waiting.map(({ claim }) => (gst ? claim.totalIncludingGst : claim.netThisClaim))),
    },
  };
}

export type SideSummary = ReturnType<typeof sideSummary>;

export function claimsSummary(data: DashboardData, q: ClaimsSummaryQuery) {
  const month = q.month ?? monthOf(data.today);
  const range = monthRange(month);
  const gst = q.is_gst_include ?? true;
  const sides = sidesOf(data);
  return {
    month,
    ...range,
    is_gst_include: gst,
    /** As claimer: what the account is owed. */
    claim: sides.claim ? sideSummary(data, 'claim', range, gst) : null,
    /** As certifier: what the account owes. */
    cert: sides.cert ? sideSummary(data, 'cert', range, gst) : null,
  };
}

export async function readClaimsSummary(actor: Actor, q: ClaimsSummaryQuery, now = new Date()) {
  return claimsSummary(await loadDashboardData(actor, now), q);
}
