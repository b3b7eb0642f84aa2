import 'server-only';
// GET …/read_certifier_group_table?period (spec §2 dashboard "certifier group table with a pin flag
// per group"): as certifier, one row per contract group (project) holding cert contracts, pinned
// groups first — the project's own pin (pin-project.ts, POST …/contract_group/{g}/pin), so pinning
// here pins it in the project lists too. For the month chosen: claims received, what they claimed,
// what was certified and paid; to date: what is certified and unpaid; and the claims still waiting
// for a certificate with the earliest deadline among them.
import { flowTotals, monthOf, monthRange, unpaid } from '@/lib/domain/money-flows';
import { projectPage } from '@/lib/paths/page-paths';
import type { Actor } from '../session/resolve-actor';
import { loadDashboardData, type DashboardData } from './dashboard-data';
import { flowEntries } from './flow-entries';
import { governingDates } from './due-dates';

export function certifierGroupTable(actor: Actor, data: DashboardData, q: { period?: string }) {
  const month = q.period ?? monthOf(data.today);
  const range = monthRange(month);
  const rows = data.projects.flatMap((project) => {
    const contracts = data.contracts.filter((c) => c.side === 'cert' && c.project.id === project.id);
    if (contracts.length === 0) return [];
    const entries = flowEntries(data, { side: 'cert', projectId: project.id });
    const waiting = contracts.flatMap((c) =>
      c.claims.filter((claim) => claim.status === 'issued').map((claim) => governingDates(c, claim).schedule),
    );
    return [
      {
        project_id: project.id,
        name: project.name,
        is_pinned: project.isPinned,
        contracts: contracts.length,
        received: data.flows
          .filter(
            (f) =>
              f.side === 'cert' && f.projectId === project.id && f.flow === 'claimed' && f.month === month,
          )
          .reduce((n, f) => n + f.count, 0),
        in_period: flowTotals(entries, range),
        unpaid: unpaid(flowTotals(entries)),
        awaiting_certificate: waiting.length,
        next_cert_due: waiting.sort()[0] ?? null,
        href: projectPage(actor.accountId, project.id),
      },
    ];
  });
  // data.projects is already pinned first, then by name.
  return { period: month, ...range, groups: rows };
}

export async function readCertifierGroupTable(actor: Actor, q: { period?: string }, now = new Date()) {
  return certifierGroupTable(actor, await loadDashboardData(actor, now), q);
}
