'use client';
// The fields of an editor that hold something unparseable, by key: Save refuses while any do.
import { useCallback, useState } from 'react';

export function useInvalidSet(): [ReadonlySet<string>, (key: string, invalid: boolean) => void] {
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const mark = useCallback((key: string, bad: boolean) => {
    setInvalid((set) => {
      if (set.has(key) === bad) return set;
      const next = new Set(set);
      if (bad) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  return [invalid, mark];
}
