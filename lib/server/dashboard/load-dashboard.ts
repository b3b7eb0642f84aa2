import 'server-only';
// The /dashboard page's data: one read of the account's contracts and documents
// (dashboard-data.ts) shared by every summary and the claims-received card, plus the retention
// positions and the system notices — a fixed number of queries however many projects, contracts and
// claims (tests/integration/dashboard-queries.test.ts; `npm run bench` times it).
import type { ReceivedPeriod, ReceivedPeriodType } from '@/lib/domain/received-period';
import { monthOf } from '@/lib/domain/money-flows';
import type { Actor } from '../session/resolve-actor';
import { listSystemNotices } from '../notices/list-notices';
import { sharedByViewers } from '../permissions/shared-by-viewers';
import { certifierGroupTable } from './certifier-group-table';
import { claimsReceivedCard } from './claims-received-card';
import { claimsSummary, sidesOf } from './claims-summary';
import { loadDashboardData } from './dashboard-data';
import { listActiveProjects } from './list-active-projects';
import { accountChart } from './money-chart';
import { projectsSummary } from './projects-summary';
import { readRetentionSummary } from './retention-summary';
import { setupProcess } from './setup-process';
import { taskList } from './task-list';
import { upcomingCerts } from './upcoming-certs';

export interface DashboardQuery {
  month?: string;
  received?: { type: ReceivedPeriodType; period: ReceivedPeriod };
}

export async function loadDashboard(actor: Actor, q: DashboardQuery, now = new Date()) {
  // The retention and the projects are the same for every viewer who sees the same part of the
  // account, as the contracts' reads of loadDashboardData are: shared by them (shared-by-viewers.ts).
  const [data, retention, notices, active] = await Promise.all([
    loadDashboardData(actor, now),
    sharedByViewers(actor, 'retention summary', () => readRetentionSummary(actor)),
    listSystemNotices(now),
    sharedByViewers(actor, 'active projects', () => listActiveProjects(actor)),
  ]);
  const sides = sidesOf(data);
  const month = q.month ?? monthOf(data.today);
  return {
    account: data.account,
    today: data.today,
    month,
    sides,
    notices,
    setup: setupProcess(actor, data),
    tasks: taskList(actor, data),
    summary: claimsSummary(data, { month }),
    retention,
    upcoming: upcomingCerts(actor, data),
    chart: {
      claim: sides.claim ? accountChart(data, 'claim', month) : null,
      cert: sides.cert ? accountChart(data, 'cert', month) : null,
    },
    groups: sides.cert ? certifierGroupTable(actor, data, { period: month }) : null,
    projects: projectsSummary(actor, data),
    /** The running projects with their contracts' values (the projects table). */
    active,
    /** The claims-received card, for an account that certifies. */
    received: sides.cert ? claimsReceivedCard(data, q.received ?? {}) : null,
  };
}

export type Dashboard = Awaited<ReturnType<typeof loadDashboard>>;
