// Module-level cache behind useScopePermissions (spec §6: project and contract roles are "cached
// per id, refreshable"). One entry per scope, one request in flight per scope however many
// components ask, and every subscriber told when an entry changes. No React here, so it is
// testable on its own.
import type { ScopeRole } from '@/lib/server/permissions/read-scope-role';

export type { ScopeRole };

export interface ScopeCache {
  get(key: string): ScopeRole | null;
  /** Fetches unless cached (or `force`), sharing a request already in flight; null on failure. */
  load(key: string, fetcher: () => Promise<ScopeRole | null>, force?: boolean): Promise<ScopeRole | null>;
  subscribe(listener: () => void): () => void;
}

export function createScopeCache(): ScopeCache {
  const entries = new Map<string, ScopeRole>();
  const inflight = new Map<string, Promise<ScopeRole | null>>();
  const listeners = new Set<() => void>();
  return {
    get: (key) => entries.get(key) ?? null,
    load(key, fetcher, force = false) {
      const cached = entries.get(key);
      if (cached && !force) return Promise.resolve(cached);
      const pending = inflight.get(key);
      if (pending) return pending;
      const request = fetcher()
        .then((value) => {
          if (value) entries.set(key, value);
          else entries.delete(key); // a refused refresh must not leave the old rights in place
          listeners.forEach((listener) => listener());
          return value;
        })
        .finally(() => inflight.delete(key));
      inflight.set(key, request);
      return request;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
