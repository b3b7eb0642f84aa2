'use client';
// The §8 outcomes (navigate, alert, subscription modal) for transfers that cannot go through
// useApi(): uploads with progress and blob downloads (components/ui/file-transfer.ts).
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { useUi } from '@/components/ui/ui-provider';
import type { FetchUi } from '@/lib/api/client-fetch';

export function useFetchUi(): FetchUi {
  const ui = useUi();
  const router = useRouter();
  return useMemo(
    () => ({
      navigate: (to) => router.push(to),
      alert: (title, paragraphs) => void ui.alert(title, paragraphs),
      subscription: ui.subscription,
    }),
    [router, ui],
  );
}

/** 1.5 MB: sizes as people read them. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
