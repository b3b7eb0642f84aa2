// The lease a queue row is worked under (lease.ts): renewed every 10 s while the work lasts, never after.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdingLease, LEASE_MS, leaseEnd } from './lease';

afterEach(() => {
  vi.useRealTimers();
});

describe('holdingLease', () => {
  it('renews every 10 s while the work lasts, and stops when it ends', async () => {
    vi.useFakeTimers();
    const renew = vi.fn(async () => {});
    let finish!: () => void;
    const held = holdingLease(
      renew,
      () => new Promise<string>((resolve) => (finish = () => resolve('sent'))),
    );
    await vi.advanceTimersByTimeAsync(9_000);
    expect(renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(23_000); // 32 s: renewed at 10, 20 and 30 s
    expect(renew).toHaveBeenCalledTimes(3);
    finish();
    expect(await held).toBe('sent');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(renew).toHaveBeenCalledTimes(3);
  });

  it('stops renewing when the work fails, and passes the failure on', async () => {
    vi.useFakeTimers();
    const renew = vi.fn(async () => {});
    await expect(holdingLease(renew, async () => Promise.reject(new Error('421')))).rejects.toThrow('421');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(renew).not.toHaveBeenCalled();
  });

  it('outlives a failed renewal (tried again at the next one)', async () => {
    vi.useFakeTimers();
    const renew = vi.fn(async () => Promise.reject(new Error('database restarting')));
    let finish!: () => void;
    const held = holdingLease(renew, () => new Promise<void>((resolve) => (finish = resolve)));
    await vi.advanceTimersByTimeAsync(21_000);
    expect(renew).toHaveBeenCalledTimes(2);
    finish();
    await held;
  });

  it('leases for 30 s', () => {
    expect(LEASE_MS).toBe(30_000);
    expect(leaseEnd(new Date('2026-11-27T10:00:00Z')).toISOString()).toBe('2026-11-27T10:00:30.000Z');
  });
});
