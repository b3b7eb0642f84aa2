// npm run load: many simulated users through a claimer's and a certifier's working day
// (scripts/load/working-day.ts) against two app instances behind nginx, on one PostgreSQL with the
// S3 file store and a real SMTP server (scripts/load/cluster.ts) — the production path of README
// "Scaling out". Prints requests per second and p50/p95/p99 per step, before and after one
// instance is killed with SIGKILL halfway through; then checks, from the database and the mail
// server, that no write was lost or done twice and no email arrived twice. Exits non-zero when a
// check fails or a user's step was refused; no time is a gate. While the day runs, users download a
// 2,000-line certificate's PDF (issue 33: PDFs render in worker threads, lib/pdf/pool); each
// instance's longest and p99 event-loop hold-up and its memory are printed for each half, against
// the aim of under 50 ms.
//
//   npm run load                               20 pairs of users (40 users) for 120 s
//   npm run load -- --pairs 4 --seconds 20     the short run CI makes
//   npm run load -- --no-kill                  both instances throughout
//   npm run load -- --ramp --instances 1       rising users until p95 reaches 300 ms (ramp.ts):
//                  [--mix dashboard]           the working day's mix, or the dashboard page alone
//                  [--step-seconds 20]         each level's measured time
//   LOAD_CPU_PROFILE_DIR=/tmp/prof npm run load   each instance's CPU profile, written when it stops
// Needs the build (`npx next build`) and Debian's nginx.
import './outside-next';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { EventLoopFigures } from '../lib/server/health/event-loop';
import type { Instance } from './load/cluster';
import { loopCheck } from './load/loop-check';

const { values } = parseArgs({
  options: {
    pairs: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '120' },
    items: { type: 'string', default: '200' },
    'no-kill': { type: 'boolean', default: false },
    'pdf-users': { type: 'string', default: '2' },
    ramp: { type: 'boolean', default: false },
    instances: { type: 'string', default: '2' },
    mix: { type: 'string', default: 'working-day' },
    'max-users': { type: 'string', default: '96' },
    'step-seconds': { type: 'string', default: '20' },
  },
});
const pairs = Number(values.pairs);
const seconds = Number(values.seconds);
const items = Number(values.items);
const pdfUsers = Number(values['pdf-users']);
const instanceCount = Number(values.instances);
const maxUsers = Number(values['max-users']);
if (
  ![pairs, seconds, items, instanceCount, maxUsers, Number(values['step-seconds'])].every(
    (n) => Number.isInteger(n) && n > 0,
  )
) {
  throw new Error(
    '--pairs, --seconds, --items, --instances, --max-users and --step-seconds take whole numbers above zero',
  );
}
if (!Number.isInteger(pdfUsers) || pdfUsers < 0) throw new Error('--pdf-users takes a whole number');
if (values.mix !== 'working-day' && values.mix !== 'dashboard') {
  throw new Error('--mix takes working-day or dashboard');
}
if (!values.ramp && instanceCount !== 2)
  throw new Error('--instances is for --ramp: the day kills one of two');

const { startCluster } = await import('./load/cluster');
const cluster = await startCluster({
  instances: instanceCount,
  demo: values.ramp && values.mix === 'dashboard',
});
// Stopped from outside (Ctrl-C, a bench run ended early): the cluster's detached servers go too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cluster.stop().finally(() => process.exit(130)));
}
let exitCode = 1;
try {
  process.env.DATABASE_URL = cluster.databaseUrl;
  if (values.ramp) {
    const { runRamp } = await import('./load/run-ramp');
    exitCode = await runRamp({
      cluster,
      mix: values.mix,
      seconds: Number(values['step-seconds']),
      items,
      maxUsers,
    });
  } else {
    exitCode = await workingDayRun();
  }
} finally {
  await cluster.stop();
}
process.exit(exitCode);

async function workingDayRun(): Promise<number> {
  const { seedPairs } = await import('./load/seed');
  const { Recorder } = await import('./load/session');
  const { workingDays } = await import('./load/working-day');
  const { afterKill, printEventLoop, printFigures, stepFigures } = await import('./load/report');
  const { downloadPdfs, issueLongCertificate } = await import('./load/long-certificate');
  const { checkEmails, checkWrites } = await import('./load/checks');
  const { closeDb, db } = await import('../lib/db/client');

  const seeded = await seedPairs(pairs, items);
  const longCert = pdfUsers > 0 ? await issueLongCertificate(cluster.url, pairs) : null;
  console.log(
    `${pairs * 2} users (${pairs} claimers, ${pairs} certifiers, each pair on its own contract of ${items} lines) and ${pdfUsers} downloading a 2,000-line certificate's PDF, for ${seconds} s through nginx at ${cluster.url} to ${cluster.instances.length} instances`,
  );
  const recorder = new Recorder();
  const endAt = seconds * 1000;
  const killAt = values['no-kill'] ? null : endAt / 2;
  const killed = cluster.instances[0]!;
  // The first seconds warm both instances up (each route's first request on each compiles and
  // fills caches): they are run but not counted.
  const warmUp = Math.min(10_000, endAt / 5);
  const secs = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
  // Each instance's event loop, read (and started again) at the warm-up's end, before the kill and
  // at the end: each reading covers the time since the one before.
  const loopReadings: { when: string; instance: string; figures: EventLoopFigures }[] = [];
  const readLoops = async (when: string, instances: Instance[]) => {
    const figures = await Promise.all(instances.map((i) => cluster.figures(i)));
    if (when)
      instances.forEach((i, k) => loopReadings.push({ when, instance: i.name, figures: figures[k]! }));
  };
  const warmedUp = new Promise((resolve) => setTimeout(resolve, warmUp)).then(() =>
    readLoops('', cluster.instances),
  );
  // The emails being handed over just after the kill: the killed instance's one among them.
  let inFlightAtKill: Promise<string[]> = Promise.resolve([]);
  const killer =
    killAt === null
      ? null
      : setTimeout(async () => {
          await readLoops(`${secs(warmUp)} to the kill`, cluster.instances);
          cluster.kill(killed);
          console.log(`${(recorder.since() / 1000).toFixed(1)} s: ${killed.name} killed with SIGKILL`);
          inFlightAtKill = db()
            .emailOutbox.findMany({ where: { status: 'sending' }, select: { id: true } })
            .then((rows) => rows.map((r) => r.id));
        }, killAt);
  const during = () => recorder.since() < endAt;
  const pdfs = Promise.allSettled(
    Array.from({ length: longCert ? pdfUsers : 0 }, () =>
      downloadPdfs(longCert!, cluster.url, recorder, during),
    ),
  );
  const outcomes = await Promise.allSettled(
    seeded.map((pair) => workingDays(pair, cluster.url, recorder, during)),
  );
  const downloads = await pdfs;
  if (killer) clearTimeout(killer);
  const ranFor = recorder.since();
  await warmedUp;
  await readLoops(
    killAt === null ? `${secs(warmUp)} to the end` : 'the kill to the end',
    cluster.instances.filter((i) => killAt === null || i !== killed),
  );
  const results = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
  const refused = [
    ...outcomes.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : [])),
    ...results.flatMap((r) => (r.failure ? [`pair ${r.pair.index + 1}: ${r.failure.message}`] : [])),
    ...downloads.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : [])),
  ];

  const samples = recorder.samples.filter((s) => s.step !== 'sign in');
  const steps = [...new Set(samples.map((s) => s.step))];
  const window = (from: number, to: number) =>
    stepFigures(
      samples.filter((s) => s.at >= from && s.at < to),
      (to - from) / 1000,
      steps,
    );
  if (killAt === null) {
    printFigures(`Both instances, ${secs(warmUp)} to ${secs(ranFor)}`, window(warmUp, ranFor));
  } else {
    printFigures(`Both instances, ${secs(warmUp)} to ${secs(killAt)}`, window(warmUp, killAt));
    printFigures(
      `One instance, the other killed at ${secs(killAt)}, to ${secs(ranFor)}`,
      window(killAt, ranFor),
    );
    const seen = afterKill(samples, killAt);
    const recoveries = results.flatMap((r) => r.recoveries).filter((r) => !r.answerDropped);
    console.log(
      `\nThe kill, as the users saw it: ${seen.failures} requests without an answer (${seen.writes} of them writes: ${seen.steps.join(', ') || 'none'}), the last ${(seen.lastFailureMs / 1000).toFixed(1)} s after the kill; ` +
        `${recoveries.length} writes looked at again: ${recoveries.filter((r) => r.found).length} had been done, ${recoveries.filter((r) => !r.found).length} were done again.`,
    );
  }

  printEventLoop("Each instance's event loop and memory", loopReadings);
  if (longCert) {
    const loop = loopCheck(loopReadings);
    console.log(`${loop.ok ? 'met ' : 'over'} ${loop.what}: ${loop.detail}`);
  }

  if (process.env.LOAD_PROXY_LOG) console.log(readFileSync(cluster.proxyLog, 'utf8'));
  const dropped = results.flatMap((r) => r.recoveries).filter((r) => r.answerDropped);
  const checks = [
    {
      what: 'each write whose answer was thrown away on purpose was seen done on a second look',
      ok: dropped.length > 0 && dropped.every((r) => r.found),
      detail: `${dropped.filter((r) => r.found).length} of ${dropped.length} writes`,
    },
    ...(await checkWrites(results)),
    ...(await checkEmails(cluster.smtp, await inFlightAtKill)),
  ];
  if (refused.length) {
    checks.unshift({
      what: 'every user finished their day',
      ok: false,
      detail: refused.slice(0, 3).join('; '),
    });
  }
  console.log();
  for (const check of checks) console.log(`${check.ok ? 'ok  ' : 'FAIL'} ${check.what}: ${check.detail}`);
  await closeDb();
  return checks.every((c) => c.ok) ? 0 : 1;
}
