import 'server-only';
// GET …/read_projects_summary (spec §2 dashboard "project lists by draft, current, archived,
// completed"): the caller's visible projects in the four §4 project states, pinned first, each with
// how many of its contracts the caller sees on either side.
import { PROJECT_STATUSES } from '@/lib/domain/project-status';
import { projectPage } from '@/lib/paths/page-paths';
import type { Actor } from '../session/resolve-actor';
import { loadDashboardData, type DashboardData } from './dashboard-data';

export function projectsSummary(actor: Actor, data: DashboardData) {
  const contracts = (projectId: string, side: 'claim' | 'cert') =>
    data.contracts.filter((c) => c.project.id === projectId && c.side === side).length;
  const rows = data.projects.map((p) => ({
    id: p.id,
    name: p.name,
    project_number: p.projectNumber,
    status: p.status,
    is_pinned: p.isPinned,
    claim_contracts: contracts(p.id, 'claim'),
    cert_contracts: contracts(p.id, 'cert'),
    href: projectPage(actor.accountId, p.id),
  }));
  return Object.fromEntries(
    PROJECT_STATUSES.map((status) => [status, rows.filter((r) => r.status === status)]),
  ) as Record<(typeof PROJECT_STATUSES)[number], typeof rows>;
}

export async function readProjectsSummary(actor: Actor, now = new Date()) {
  return projectsSummary(actor, await loadDashboardData(actor, now));
}
