'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { systemNoticesApi } from '@/lib/paths/api-paths';

/** Delete one system notice, after the delete confirmation. */
export function SystemNoticeDelete({ id, title }: { id: string; title: string }) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function remove() {
    if (!(await ui.confirm('Delete notice?', `“${title}” stops showing to everyone.`, { ok: 'Delete' })))
      return;
    setBusy(true);
    const result = await api(systemNoticesApi(id), { method: 'DELETE' });
    setBusy(false);
    if (!result.ok) return;
    ui.toast('Notice deleted.');
    router.refresh();
  }

  return (
    <button
      type="button"
      className="button danger small"
      disabled={busy}
      aria-label={`Delete: ${title}`}
      onClick={() => void remove()}
    >
      Delete
    </button>
  );
}
