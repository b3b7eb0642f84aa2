import 'server-only';
// The claimed, certified and paid amounts of the dashboard's contracts as entries for
// lib/domain/money-flows.ts, with the amounts the documents were issued with (never revalued):
// a claim's total when it was served, a certificate's total when it was issued, a payment as
// recorded. With GST left out, claims and certificates count their net before GST; payments are
// what changed hands and always count as recorded. The database sums them by month
// (dashboard-rows.ts readFlows): each entry is a month's sum, dated the month's first day, which
// every figure counts in that month as it would each document of it.
import type { FlowEntry } from '@/lib/domain/money-flows';
import type { ContractSide } from '@/lib/paths/page-paths';
import type { DashboardData } from './dashboard-data';

export interface FlowFilter {
  side?: ContractSide;
  projectId?: string;
  /** Claims and certificates with GST (the default), or their net before GST. */
  gst?: boolean;
}

export function flowEntries(data: DashboardData, filter: FlowFilter = {}): FlowEntry[] {
  const gst = filter.gst ?? true;
  return data.flows
    .filter(
      (f) =>
        (!filter.side || f.side === filter.side) && (!filter.projectId || f.projectId === filter.projectId),
    )
    .map((f) => ({ day: `${f.month}-01`, flow: f.flow, amount: gst ? f.amount : f.net }));
}
