import 'server-only';
// The claimed, certified and paid amounts of the dashboard's contracts as dated entries for
// lib/domain/money-flows.ts, with the amounts the documents were issued with (never revalued):
// a claim's total when it was served, a certificate's total when it was issued, a payment as
// recorded. With GST left out, claims and certificates count their net before GST; payments are
// what changed hands and always count as recorded.
import type { FlowEntry } from '@/lib/domain/money-flows';
import type { ContractSide } from '@/lib/paths/page-paths';
import type { DashboardContract, DashboardData } from './dashboard-data';

export interface FlowFilter {
  side?: ContractSide;
  contractId?: string;
  /** Claims and certificates with GST (the default), or their net before GST. */
  gst?: boolean;
}

export function flowEntries(data: DashboardData, filter: FlowFilter = {}): FlowEntry[] {
  const gst = filter.gst ?? true;
  const wanted = (c: DashboardContract) =>
    (!filter.side || c.side === filter.side) && (!filter.contractId || c.id === filter.contractId);
  const contracts = data.contracts.filter(wanted);
  const ids = new Set(contracts.map((c) => c.id));
  const entries: FlowEntry[] = [];
  for (const claim of contracts.flatMap((c) => c.claims)) {
    if (claim.servedOn) {
      entries.push({
        day: claim.servedOn,
        flow: 'claimed',
        amount: gst ? claim.totalIncludingGst : claim.netThisClaim,
      });
    }
    for (const cert of claim.certificates) {
      if (cert.status !== 'issued' || !cert.issuedOn) continue;
      entries.push({
        day: cert.issuedOn,
        flow: 'certified',
        amount: gst ? cert.totalIncludingGst : cert.netThisCert,
      });
    }
  }
  for (const p of data.payments) {
    if (ids.has(p.contractId)) entries.push({ day: p.paidOn, flow: 'paid', amount: p.amount });
  }
  return entries;
}
