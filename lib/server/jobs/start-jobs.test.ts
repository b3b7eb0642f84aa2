// The web process starts its job runner in the background: a database that does not answer yet
// is tried again every 10 s, and the app starts meanwhile.
import { afterEach, describe, expect, it, vi } from 'vitest';

const startJobRunner = vi.fn();
vi.mock('@/lib/jobs/runner', () => ({ startJobRunner }));
vi.mock('./job-definitions', () => ({ jobDefinitions: () => ({ tasks: {} }) }));
const { startJobsInBackground } = await import('./start-jobs');

afterEach(() => {
  vi.useRealTimers();
  startJobRunner.mockReset();
});

describe('startJobsInBackground', () => {
  it('tries again every 10 s until the runner starts, then stops trying', async () => {
    vi.useFakeTimers();
    startJobRunner
      .mockRejectedValueOnce(new Error('connect ECONNREFUSED'))
      .mockRejectedValueOnce(new Error('connect ECONNREFUSED'))
      .mockResolvedValue({});
    startJobsInBackground();
    await vi.advanceTimersByTimeAsync(0);
    expect(startJobRunner).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(startJobRunner).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(startJobRunner).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(startJobRunner).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(startJobRunner).toHaveBeenCalledTimes(3);
  });
});
