'use client';
// A value remembered in localStorage (spec §2: the claim table's sort and expand state, per
// contract; Log Out clears it). Read through useSyncExternalStore so the server render (the
// defaults) and the first client render agree, and other tabs of the same contract follow along.
import { useCallback, useMemo, useSyncExternalStore } from 'react';

const CHANGED = 'claimcert:claims-storage-changed';

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

export function useStoredState<T>(key: string, parse: (raw: string | null) => T): [T, (next: T) => void] {
  const raw = useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(key),
    () => null,
  );
  const value = useMemo(() => parse(raw), [parse, raw]);
  const set = useCallback(
    (next: T) => {
      window.localStorage.setItem(key, JSON.stringify(next));
      window.dispatchEvent(new Event(CHANGED));
    },
    [key],
  );
  return [value, set];
}

/** Keys, per contract: one claim schedule is one contract's schedule whichever claim shows it. */
export const claimSortKey = (contractId: string) => `claimcert:claim:${contractId}:sort`;
export const claimExpandedKey = (contractId: string) => `claimcert:claim:${contractId}:expanded`;
