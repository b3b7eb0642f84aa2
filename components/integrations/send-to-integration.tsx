'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';

interface Answer {
  deliveries: { provider: string; status: string }[];
}

/**
 * "Send to integration" on an issued claim or certificate (issue_one_claim_integration, the cert's
 * /integration/issue). A push that fails only refreshes the page, so the header's sync indicator
 * and the sync report show it (spec §7).
 */
export function SendToIntegration({ url }: { url: string }) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    const res = await api<Answer>(url, { method: 'POST' });
    setBusy(false);
    if (res.ok && res.data.deliveries.every((d) => d.status === 'sent')) ui.toast('Sent to the integration.');
    router.refresh();
  };
  return (
    <button type="button" className="button secondary" disabled={busy} onClick={() => void send()}>
      {busy ? 'Sending…' : 'Send to integration'}
    </button>
  );
}
