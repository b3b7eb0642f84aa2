// The concurrency section of `npm run bench` (issue 33, "many users at once"): npm run load's runs,
// each in a cluster of its own (its own PostgreSQL, S3 store, SMTP server and nginx, from the
// build), so each is a child process and prints its own tables:
//   - the ramp of the working day's mix on one instance and on two: the rate at which p95 stays
//     under 300 ms, and each instance's memory;
//   - the ramp of the dashboard page alone on one instance (the floor: ~7 req/s before it);
//   - the working day with users downloading 2,000-line certificate PDFs: each instance's longest
//     event-loop hold-up, against the aim of under 50 ms.
// Runs in the full bench and with `--only concurrency`; CI's smoke run (`--items` alone) leaves it
// to the short `npm run load` CI makes itself. About 15 minutes.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { BenchContext } from './bench-setup';

const RUNS: { title: string; args: string[] }[] = [
  { title: "the working day's mix, one instance", args: ['--ramp', '--instances', '1'] },
  { title: "the working day's mix, two instances", args: ['--ramp', '--instances', '2'] },
  { title: 'the dashboard page, one instance', args: ['--ramp', '--instances', '1', '--mix', 'dashboard'] },
  {
    title: 'the working day with 2,000-line PDFs downloaded throughout: the event loop',
    args: ['--pairs', '20', '--seconds', '120', '--no-kill'],
  },
];

export async function run(context: BenchContext): Promise<void> {
  if (context.smoke) {
    console.log('\nConcurrency: left to the short `npm run load` in the smoke run.');
    return;
  }
  if (!existsSync('.next/BUILD_ID')) {
    console.log('\nConcurrency: skipped, no build to serve (run `npx next build` first).');
    return;
  }
  for (const { title, args } of RUNS) {
    console.log(`\nConcurrency: ${title} (npm run load -- ${args.join(' ')})\n`);
    const code = await loadRun(args);
    if (code !== 0) throw new Error(`npm run load -- ${args.join(' ')} exited with ${code}`);
  }
}

function loadRun(args: string[]): Promise<number | null> {
  // The load run makes its own database: not the bench's.
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/load.ts', ...args], {
    env,
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
}
