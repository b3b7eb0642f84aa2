// `npm run load -- --ramp`'s run: the levels (ramp.ts) printed as they end, then the answer — the
// highest rate whose p95 stayed under 300 ms — and each instance's memory at that level.
import { dashboardScale } from '../../tests/support/dashboard-scale';
import type { Cluster } from './cluster';
import { bestUnderLimit, P95_LIMIT_MS, ramp, type Level, type Mix } from './ramp';
import { printLevels } from './report';

/** The dashboard mix's account: the certifier of 50 contracts of 12 claims (npm run bench's). */
const DASHBOARD_CONTRACTS = 50;
const DASHBOARD_CLAIMS = 12;

export async function runRamp(o: {
  cluster: Cluster;
  mix: Mix;
  seconds: number;
  items: number;
  maxUsers: number;
}): Promise<number> {
  const n = o.cluster.instances.length;
  let viewer = null;
  if (o.mix === 'dashboard') {
    const { certifier } = await dashboardScale(DASHBOARD_CONTRACTS, DASHBOARD_CLAIMS);
    viewer = { ...certifier, params: { acc: certifier.accountId, g: '', c: '' } };
  }
  const what =
    o.mix === 'dashboard'
      ? `the dashboard page of a certifier of ${DASHBOARD_CONTRACTS} contracts and ${DASHBOARD_CONTRACTS * DASHBOARD_CLAIMS} claims`
      : `the working day's mix on contracts of ${o.items} lines`;
  console.log(
    `Ramp: ${what}, ${o.seconds} s a level, no think time, ${n} instance${n > 1 ? 's' : ''} behind nginx`,
  );
  const seen: Level[] = [];
  await ramp({
    ...o,
    viewer,
    onLevel: (level) => {
      seen.push(level);
      console.log(`${level.users} users: ${level.rps.toFixed(1)} req/s, p95 ${level.p95.toFixed(0)} ms`);
    },
  });
  printLevels(`Ramp, ${what}, ${n} instance${n > 1 ? 's' : ''}`, seen);
  const best = bestUnderLimit(seen);
  console.log(
    best
      ? `\nHighest rate with p95 under ${P95_LIMIT_MS} ms: ${best.rps.toFixed(1)} req/s (${best.users} users, p95 ${best.p95.toFixed(0)} ms), RSS ${best.instances.map((i) => `${i.rss_mib} MiB`).join(' / ')}, event loop max ${best.instances.map((i) => `${i.max_ms.toFixed(0)} ms`).join(' / ')}`
      : `\nNo level kept p95 under ${P95_LIMIT_MS} ms.`,
  );
  return 0;
}
