// `npm run load -- --ramp`: how many requests a second the installation serves before its answers
// slow down. The mix runs at a rising number of simultaneous users with no think time, each level
// on fresh users for a fixed time; a level's figures count from a few seconds in (sign-ins and
// first compiles) to its end. It stops once two levels in a row, or one by twice as much, have a
// p95 of 300 ms or more (one may, on a shared machine, by chance), and the answer is the highest
// rate of a level below that (issue 33).
import type { EventLoopFigures } from '../../lib/server/health/event-loop';
import type { Cluster } from './cluster';
import { percentile } from './report';
import { seedPairs, type Party } from './seed';
import { Recorder, Session } from './session';
import { workingDays } from './working-day';

export type Mix = 'working-day' | 'dashboard';

/** Simultaneous users at each level (the working day's come in pairs: a claimer and a certifier). */
const LEVELS = [1, 2, 4, 8, 12, 16, 24, 32, 48, 64, 96];
export const P95_LIMIT_MS = 300;
const WARM_UP_MS = 5_000;
export const DASHBOARD_STEP = 'certifier: dashboard page';

export interface Level {
  users: number;
  requests: number;
  failures: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Per instance, over the level's measured time. */
  instances: EventLoopFigures[];
}

interface RampOptions {
  cluster: Cluster;
  mix: Mix;
  seconds: number;
  maxUsers: number;
  /** The working day's schedule length. */
  items: number;
  /** The dashboard's viewer: one certifier account, every user signed in as its owner. */
  viewer: Party | null;
  onLevel(level: Level): void;
}

export async function ramp(o: RampOptions): Promise<Level[]> {
  const done: Level[] = [];
  let seeded = 1; // pair 0 throws answers away (working-day.ts): not wanted here
  const levels = LEVELS.filter((n) => n <= o.maxUsers && (o.mix === 'dashboard' || n % 2 === 0));
  for (const users of levels) {
    const recorder = new Recorder();
    const endAt = WARM_UP_MS + o.seconds * 1000;
    const until = () => recorder.since() < endAt;
    // Readings start again from the end of the warm-up: each reading resets the instance's histogram.
    const warmed = new Promise<void>((resolve) => setTimeout(resolve, WARM_UP_MS)).then(() =>
      Promise.all(o.cluster.instances.map((i) => o.cluster.figures(i))),
    );
    if (o.mix === 'working-day') {
      const pairs = await seedPairs(users / 2, o.items, seeded);
      seeded += pairs.length;
      await Promise.all([warmed, ...pairs.map((p) => workingDays(p, o.cluster.url, recorder, until))]);
    } else {
      await Promise.all([
        warmed,
        ...Array.from({ length: users }, () => viewDashboard(o.viewer!, o.cluster.url, recorder, until)),
      ]);
    }
    const instances = await Promise.all(o.cluster.instances.map((i) => o.cluster.figures(i)));
    const counted = recorder.samples.filter(
      (s) => s.step !== 'sign in' && s.at >= WARM_UP_MS && s.at < endAt,
    );
    const failed = (s: { status: number }) => s.status === 0 || s.status >= 500;
    const ms = counted
      .filter((s) => !failed(s))
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    const level: Level = {
      users,
      requests: counted.length,
      failures: counted.filter(failed).length,
      rps: counted.length / o.seconds,
      p50: percentile(ms, 50),
      p95: percentile(ms, 95),
      p99: percentile(ms, 99),
      instances,
    };
    done.push(level);
    o.onLevel(level);
    const over = (l: Level | undefined) => l !== undefined && l.p95 >= P95_LIMIT_MS;
    if (level.p95 >= 2 * P95_LIMIT_MS || (over(level) && over(done.at(-2)))) break;
  }
  return done;
}

/** The highest rate of a level whose p95 stayed under the limit, or null if none did. */
export function bestUnderLimit(levels: Level[]): Level | null {
  const under = levels.filter((l) => l.p95 < P95_LIMIT_MS && l.failures === 0);
  return under.reduce<Level | null>((best, l) => (best && best.rps >= l.rps ? best : l), null);
}

async function viewDashboard(viewer: Party, base: string, recorder: Recorder, until: () => boolean) {
  const session = new Session(base, recorder);
  await session.signIn(viewer.email, viewer.password);
  while (until()) {
    const answer = await session.get(DASHBOARD_STEP, '/dashboard');
    if (answer.status !== 200) throw new Error(`${DASHBOARD_STEP} answered ${answer.status}`);
  }
}
