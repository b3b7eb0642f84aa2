// The dashboard's queries stay constant in the number of projects, contracts and claims (issue 13):
// the whole /dashboard page load (load-dashboard.ts) on each side, for 5 and for 50 contracts.
import { beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '@/lib/db/client';
import { resolveActor } from '@/lib/server/session/resolve-actor';
import { loadDashboard } from '@/lib/server/dashboard/load-dashboard';
import { dashboardScale } from '../support/dashboard-scale';

const NOW = new Date('2026-04-25T00:00:00Z');
let small: Awaited<ReturnType<typeof dashboardScale>>;
let large: Awaited<ReturnType<typeof dashboardScale>>;

beforeAll(async () => {
  small = await dashboardScale(5);
  large = await dashboardScale(50);
}, 120_000);

async function pageLoad(party: { userId: string; accountId: string }) {
  const actor = (await resolveActor(party.userId, party.accountId))!;
  return countQueries(() => loadDashboard(actor, {}, NOW));
}

describe('the dashboard page load', () => {
  it.each(['claimer', 'certifier'] as const)(
    'as %s: the same queries for 5 and for 50 contracts',
    async (side) => {
      const five = await pageLoad(small[side]);
      const fifty = await pageLoad(large[side]);
      expect(five.result.projects.current).toHaveLength(5);
      expect(fifty.result.projects.current).toHaveLength(50);
      // Every contract's documents were read: 50 claims waiting, 50 tasks on the certifier's side.
      expect(fifty.result.upcoming.total).toBe(50);
      if (side === 'certifier') expect(fifty.result.tasks.counts.approve_cert.count).toBe(50);
      expect(fifty.queries).toBe(five.queries);
      // Prisma reads each nested relation with a statement of its own: a few dozen, whatever the size.
      expect(five.queries).toBeLessThanOrEqual(60);
    },
  );
});
