import { describe, expect, it, vi } from 'vitest';
import { createScopeCache, type ScopeRole } from './scope-permissions-cache';

const role = (account: ScopeRole['role']['account']): ScopeRole => ({
  role: { account, project: null, contract: null },
  permissions: { project: ['view'], contract: [], contact: [], account: [] },
});

describe('createScopeCache', () => {
  it('fetches a scope once, however many callers ask at the same time or later', async () => {
    const cache = createScopeCache();
    const fetcher = vi.fn(async () => role('view'));
    const [a, b] = await Promise.all([cache.load('p1', fetcher), cache.load('p1', fetcher)]);
    expect(await cache.load('p1', fetcher)).toBe(a);
    expect(a).toBe(b);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(cache.get('p1')).toBe(a);
    expect(cache.get('p2')).toBeNull();
  });

  it('refreshes on force and tells every subscriber', async () => {
    const cache = createScopeCache();
    const listener = vi.fn();
    const unsubscribe = cache.subscribe(listener);
    await cache.load('p1', async () => role('view'));
    await cache.load('p1', async () => role('owner'), true);
    expect(cache.get('p1')?.role.account).toBe('owner');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    await cache.load('p1', async () => role('admin'), true);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('drops an entry whose refresh is refused, and tries again next time', async () => {
    const cache = createScopeCache();
    await cache.load('c1', async () => role('owner'));
    expect(await cache.load('c1', async () => null, true)).toBeNull();
    expect(cache.get('c1')).toBeNull();
    const again = vi.fn(async () => role('view'));
    await cache.load('c1', again);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('keeps scopes apart', async () => {
    const cache = createScopeCache();
    await cache.load('p1', async () => role('owner'));
    await cache.load('p2', async () => role('view'));
    expect([cache.get('p1')?.role.account, cache.get('p2')?.role.account]).toEqual(['owner', 'view']);
  });
});
