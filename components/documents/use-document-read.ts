'use client';
// A claim's or certificate's read answer on a screen that acts on it: the answer as last read, and
// the re-read every action ends with, so the screen shows the document as it now is.
import { useCallback, useState } from 'react';
import { useApi } from '@/components/ui/use-api';

export function useDocumentRead<R>(initial: R, url: string) {
  const api = useApi();
  const [read, setRead] = useState(initial);
  const reload = useCallback(async () => {
    const res = await api<R>(url);
    if (res.ok) setRead(res.data);
  }, [api, url]);
  return { read, setRead, reload };
}
