'use client';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { apiFetch, type ApiResult } from '@/lib/api/client-fetch';
import { useUi } from './ui-provider';

/** apiFetch wired to this page's router and modals. */
export function useApi() {
  const router = useRouter();
  const ui = useUi();
  return useCallback(
    <T>(url: string, init: RequestInit & { json?: unknown } = {}): Promise<ApiResult<T>> =>
      apiFetch<T>(url, init, {
        navigate: (to) => router.push(to),
        alert: (title, paragraphs) => void ui.alert(title, paragraphs),
        subscription: ui.subscription,
      }),
    [router, ui],
  );
}
