// `npm run load`'s figures: per step of the working day, how many requests, how many got no
// answer from an app (5xx or no connection), requests per second over the run, and the 50th, 95th
// and 99th percentile of the time to a full answer; each instance's event-loop delay and memory;
// and a ramp's levels.
import type { EventLoopFigures } from '../../lib/server/health/event-loop';
import { printTable } from '../print-table';
import type { Level } from './ramp';
import type { Sample } from './session';

/** The nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const failed = (s: Sample) => s.status === 0 || s.status >= 500;

export interface StepFigures {
  step: string;
  requests: number;
  failures: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

/** Figures per step, in the order of `steps` (the working day's), then for all requests. */
export function stepFigures(samples: Sample[], seconds: number, steps: string[]): StepFigures[] {
  const byStep = new Map<string, Sample[]>(steps.map((step) => [step, []]));
  for (const s of samples) byStep.get(s.step)?.push(s);
  const figures = (step: string, of: Sample[]): StepFigures => {
    const ms = of
      .filter((s) => !failed(s))
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    return {
      step,
      requests: of.length,
      failures: of.filter(failed).length,
      rps: of.length / seconds,
      p50: percentile(ms, 50),
      p95: percentile(ms, 95),
      p99: percentile(ms, 99),
    };
  };
  const measured = [...byStep].filter(([, of]) => of.length > 0);
  return [...measured.map(([step, of]) => figures(step, of)), figures('all requests', samples)];
}

export function printFigures(title: string, figures: StepFigures[]): void {
  const ms = (v: number) => (Number.isNaN(v) ? '–' : v.toFixed(0));
  printTable(
    title,
    ['step', 'requests', 'no answer', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms'],
    figures.map((f) => [
      f.step,
      String(f.requests),
      String(f.failures),
      f.rps.toFixed(1),
      ms(f.p50),
      ms(f.p95),
      ms(f.p99),
    ]),
  );
}

/** What the users saw of a kill at `killedAt` ms: the failed requests, and when the last one was sent. */
export function afterKill(samples: Sample[], killedAt: number) {
  const failures = samples.filter((s) => failed(s) && s.at + s.ms >= killedAt);
  const last = failures.reduce((latest, s) => Math.max(latest, s.at + s.ms), killedAt);
  return {
    failures: failures.length,
    writes: failures.filter((s) => s.write).length,
    steps: [...new Set(failures.map((s) => s.step))],
    lastFailureMs: last - killedAt,
  };
}

/** Each instance's event loop (its longest and 99th-percentile hold-up) and memory, per reading. */
export function printEventLoop(
  title: string,
  readings: { when: string; instance: string; figures: EventLoopFigures }[],
) {
  printTable(
    title,
    ['while', 'instance', 'loop max ms', 'loop p99 ms', 'RSS MiB'],
    readings.map((r) => [
      r.when,
      r.instance,
      r.figures.max_ms.toFixed(0),
      r.figures.p99_ms.toFixed(0),
      String(r.figures.rss_mib),
    ]),
  );
}

/** One row per level of a ramp (ramp.ts), with each instance's loop delay and memory. */
export function printLevels(title: string, levels: Level[]): void {
  const each = (l: Level, f: (e: EventLoopFigures) => number) =>
    l.instances.map((e) => f(e).toFixed(0)).join(' / ');
  printTable(
    title,
    ['users', 'requests', 'no answer', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'loop max ms', 'RSS MiB'],
    levels.map((l) => [
      String(l.users),
      String(l.requests),
      String(l.failures),
      l.rps.toFixed(1),
      l.p50.toFixed(0),
      l.p95.toFixed(0),
      l.p99.toFixed(0),
      each(l, (e) => e.max_ms),
      each(l, (e) => e.rss_mib),
    ]),
  );
}
