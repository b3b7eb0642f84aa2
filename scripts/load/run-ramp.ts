// `npm run load -- --ramp`'s run: the levels (ramp.ts) printed as they end, then the answer — the
// highest rate whose p95 stayed under 300 ms — and each instance's memory at that level.
import { db } from '../../lib/db/client';
import { seedDemo } from '../../prisma/seed';
import { DEMO_PASSWORD, PEOPLE } from '../../prisma/seed-data';
import type { Cluster } from './cluster';
import { bestUnderLimit, P95_LIMIT_MS, ramp, type Level, type Mix } from './ramp';
import { printLevels } from './report';
import { seedPairs } from './seed';
import { Recorder } from './session';
import { workingDays } from './working-day';

export async function runRamp(o: {
  cluster: Cluster;
  mix: Mix;
  seconds: number;
  items: number;
  maxUsers: number;
}): Promise<number> {
  const n = o.cluster.instances.length;
  // The dashboard alone is the demo's certifier's (issue 33's "today" was measured so).
  const viewer = o.mix === 'dashboard' ? await demoCertifier() : null;
  const what =
    o.mix === 'dashboard'
      ? "the demo certifier's dashboard page"
      : `the working day's mix on contracts of ${o.items} lines`;
  if (o.mix === 'working-day') await warmUp(o.cluster, o.items);
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

async function demoCertifier() {
  await seedDemo(db());
  const { email } = PEOPLE.certifier;
  const user = await db().user.findUniqueOrThrow({ where: { email }, include: { memberships: true } });
  const accountId = user.memberships[0]!.accountId;
  return {
    accountId,
    userId: user.id,
    email,
    password: DEMO_PASSWORD,
    params: { acc: accountId, g: '', c: '' },
  };
}

/**
 * Two months of the working day per instance, not counted, before the first level: each route's
 * first request on an instance loads its code, seconds that would otherwise fall in the first level.
 */
async function warmUp(cluster: Cluster, items: number) {
  const pairs = await seedPairs(cluster.instances.length, items, 10_000);
  let months = 0;
  const until = () => months++ < 2 * pairs.length;
  await Promise.all(pairs.map((pair) => workingDays(pair, cluster.url, new Recorder(), until)));
}
