import 'server-only';
// The money chart's figures (spec §2 dashboard; issue 13): per side of the account, what was
// claimed, certified and paid in each of the twelve months up to the one chosen; and, for one
// contract, the running totals from its first claim to this month. Summed by lib/domain/money-flows
// .ts over the same entries as the summaries (flow-entries.ts), so the chart and the figures agree.
import { contractCumulative, monthOf, monthlyFlows, monthsEnding } from '@/lib/domain/money-flows';
import type { ContractSide } from '@/lib/paths/page-paths';
import type { Actor } from '../session/resolve-actor';
import { loadDashboardData, type DashboardData } from './dashboard-data';
import { flowEntries } from './flow-entries';

export const CHART_MONTHS = 12;

export function accountChart(data: DashboardData, side: ContractSide, month = monthOf(data.today)) {
  return monthlyFlows(flowEntries(data, { side }), monthsEnding(month, CHART_MONTHS));
}

/** A contract's running totals, as its account sees them (its side, its payments): all it read. */
export async function contractChart(actor: Actor, contractId: string, now = new Date()) {
  const data = await loadDashboardData(actor, now, contractId);
  return contractCumulative(flowEntries(data), monthOf(data.today));
}
