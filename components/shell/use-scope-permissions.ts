'use client';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { Action, Resource } from '@/lib/domain/permissions';
import { useApi } from '@/components/ui/use-api';
import { createScopeCache, type ScopeRole } from './scope-permissions-cache';

const cache = createScopeCache();

export interface Scope {
  accountId: string;
  projectId: string;
  contractId?: string;
}

/** read_project_role, or read_contract_role when the scope names a contract. */
export function scopeRoleUrl({ accountId, projectId, contractId }: Scope): string {
  const group = `account/${accountId}/contract_group/${projectId}`;
  return contractId ? `/api/contract/${group}/contract/${contractId}/role` : `/api/group/${group}/role`;
}

/**
 * The caller's roles and permitted actions in a project or contract (spec §6), fetched once per
 * scope and shared by every component on the page. `refresh()` fetches them again, e.g. after the
 * members change. The server still checks every action; this only decides what to show.
 */
export function useScopePermissions(scope: Scope) {
  const api = useApi();
  // Keyed by the URL: a contract is seen differently from each of its two accounts.
  const key = scopeRoleUrl(scope);
  const data = useSyncExternalStore(
    cache.subscribe,
    () => cache.get(key),
    () => null,
  );
  const load = useCallback(
    (force: boolean) =>
      cache.load(
        key,
        async () => {
          const result = await api<ScopeRole>(key);
          return result.ok ? result.data : null;
        },
        force,
      ),
    [api, key],
  );
  useEffect(() => {
    void load(false);
  }, [load]);
  return {
    role: data?.role ?? null,
    permissions: data?.permissions ?? null,
    can: (resource: Resource, action: Action) => data?.permissions[resource].includes(action) ?? false,
    refresh: () => load(true),
  };
}
