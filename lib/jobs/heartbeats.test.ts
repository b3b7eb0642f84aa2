// A job runner counts as stuck once it has missed three of its runs and a minute's grace, counted
// from its last run, or from its start before the first (GET /api/ready, lib/server/health).
import { afterEach, describe, expect, it } from 'vitest';
import { jobRan, jobStarted, jobStates, resetJobs } from './heartbeats';

afterEach(resetJobs);
const T0 = Date.parse('2026-11-27T10:00:00Z');

describe('job runners', () => {
  it.each([
    { ranAgo: null, sinceStart: 60_000, stuck: false, why: 'started a minute ago, not yet due' },
    { ranAgo: null, sinceStart: 76_000, stuck: true, why: 'started, and no run in 3 × 5 s + 60 s' },
    { ranAgo: 74_000, sinceStart: 600_000, stuck: false, why: 'ran 74 s ago' },
    { ranAgo: 75_001, sinceStart: 600_000, stuck: true, why: 'last ran 75 s ago' },
  ])('$why', ({ ranAgo, sinceStart, stuck }) => {
    const now = T0 + sinceStart;
    jobStarted('outbox', 5_000, T0);
    if (ranAgo !== null) jobRan('outbox', null, now - ranAgo);
    expect(jobStates(now)).toEqual([
      {
        name: 'outbox',
        everyMs: 5_000,
        lastRunAt: ranAgo === null ? null : new Date(now - ranAgo).toISOString(),
        lastError: null,
        stuck,
      },
    ]);
  });

  it('keeps the last failure’s message until a run succeeds, and a restart keeps the first start', () => {
    jobStarted('reminders', 300_000, T0);
    jobStarted('reminders', 300_000, T0 + 1_000);
    jobRan('reminders', new Error('SMTP refused'), T0 + 300_000);
    expect(jobStates(T0 + 300_000)[0]).toMatchObject({ lastError: 'SMTP refused', stuck: false });
    jobRan('reminders', null, T0 + 600_000);
    expect(jobStates(T0 + 600_000)[0]).toMatchObject({ lastError: null });
    expect(jobStates(T0 + 600_000 + 960_001)[0]!.stuck).toBe(true);
  });

  it('reports nothing for a runner never started, and ignores its runs', () => {
    jobRan('summaries', null, T0);
    expect(jobStates(T0)).toEqual([]);
  });
});
