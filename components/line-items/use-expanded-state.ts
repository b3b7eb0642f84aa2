'use client';
// The tree's expand/collapse state, remembered per contract and schedule in localStorage (logging
// out clears it). Read through useSyncExternalStore so the server render (everything expanded)
// and the first client render agree, and other tabs of the same contract follow along.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { ExpandedState, Updater } from '@tanstack/react-table';

const CHANGED = 'claimcert:expanded-changed';

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

function parse(raw: string | null): ExpandedState {
  if (!raw) return true;
  try {
    const value: unknown = JSON.parse(raw);
    if (value === true) return true;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.fromEntries(Object.entries(value).filter(([, open]) => typeof open === 'boolean'));
    }
  } catch {
    // A value some other version wrote: start again fully expanded.
  }
  return true;
}

export function useExpandedState(key: string): [ExpandedState, (updater: Updater<ExpandedState>) => void] {
  const raw = useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(key),
    () => null,
  );
  const expanded = useMemo(() => parse(raw), [raw]);
  const setExpanded = useCallback(
    (updater: Updater<ExpandedState>) => {
      const next = typeof updater === 'function' ? updater(expanded) : updater;
      window.localStorage.setItem(key, JSON.stringify(next));
      window.dispatchEvent(new Event(CHANGED));
    },
    [key, expanded],
  );
  return [expanded, setExpanded];
}

export const expandedKey = (contractId: string, kind: string) =>
  `claimcert:schedule:${contractId}:${kind}:expanded`;
