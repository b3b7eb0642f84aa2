'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useApi } from '@/components/ui/use-api';
import { projectApi } from '@/lib/paths/api-paths';

/** Pins or unpins a project; pinned projects head the list. */
export function PinButton(props: { accountId: string; projectId: string; name: string; pinned: boolean }) {
  const api = useApi();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    const res = await api(`${projectApi(props.accountId, props.projectId)}/pin`, {
      method: 'POST',
      json: { is_pinned: !props.pinned },
    });
    setBusy(false);
    if (res.ok) router.refresh();
  };
  return (
    <button
      type="button"
      className="link-button"
      aria-pressed={props.pinned}
      aria-label={`${props.pinned ? 'Unpin' : 'Pin'} ${props.name}`}
      disabled={busy}
      onClick={toggle}
    >
      {props.pinned ? 'Unpin' : 'Pin'}
    </button>
  );
}
