import 'server-only';
// When this process's job runner (runner.ts) last looked for work or finished a job, for GET
// /api/ready: a runner that has not run for three of its intervals (and a minute's grace) is
// stuck, and a load balancer should take the instance out of service.
// A runner not yet due its first run counts from when it started.
import { processWide } from './process-wide';

interface Runner {
  everyMs: number;
  startedAt: number;
  lastRunAt: number | null;
  lastError: string | null;
}

// Process-wide: instrumentation.ts's workers, the pages and /api/ready must see the same runners.
const runners = processWide('jobRunners', () => new Map<string, Runner>());

/** Misses allowed before a runner counts as stuck, plus a grace for a slow run. */
const MISSES = 3;
const GRACE_MS = 60_000;

export function jobStarted(name: string, everyMs: number, now = Date.now()): void {
  if (!runners.has(name)) runners.set(name, { everyMs, startedAt: now, lastRunAt: null, lastError: null });
}

export function jobRan(name: string, error: unknown = null, now = Date.now()): void {
  const runner = runners.get(name);
  if (!runner) return;
  runner.lastRunAt = now;
  runner.lastError = error === null ? null : error instanceof Error ? error.message : String(error);
}

/** A runner stopped on purpose (a test file's end, a graceful shutdown) is no longer watched. */
export function jobStopped(name: string): void {
  runners.delete(name);
}

export interface JobState {
  name: string;
  everyMs: number;
  lastRunAt: string | null;
  lastError: string | null;
  stuck: boolean;
}

/** Every started runner, stuck or not; none when the workers were never started (no DATABASE_URL). */
export function jobStates(now = Date.now()): JobState[] {
  return [...runners].map(([name, r]) => ({
    name,
    everyMs: r.everyMs,
    lastRunAt: r.lastRunAt === null ? null : new Date(r.lastRunAt).toISOString(),
    lastError: r.lastError,
    stuck: now - (r.lastRunAt ?? r.startedAt) > MISSES * r.everyMs + GRACE_MS,
  }));
}

/** Forgets every runner (tests). */
export function resetJobs(): void {
  runners.clear();
}
