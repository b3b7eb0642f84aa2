'use client';
// Whether the page has hydrated: false in the server render and during hydration, true after.
// A control that only works with its script (a form handled in onSubmit) stays disabled until
// then, so a press before the script runs cannot submit the form natively and reload the page
// without its query (a slow phone on site, a busy machine).
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
