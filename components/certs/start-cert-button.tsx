'use client';
// Starts the certificate of a served claim (POST …/claim/{cl}/cert): every claimed line begins
// certified at its claimed value, and the editor opens on it.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { type ClaimIds, editCertPage } from '@/lib/paths/page-paths';
import { certApi } from '@/lib/paths/api-paths';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import type { CertRead } from './cert-json';

export function StartCertButton(props: { ids: ClaimIds }) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    const res = await api<CertRead>(certApi(props.ids), { method: 'POST', json: {} });
    if (!res.ok) return setBusy(false);
    ui.toast('Certificate started');
    router.push(editCertPage({ ...props.ids, certId: res.data.cert.cert_id }));
  };
  return (
    <button type="button" className="button" disabled={busy} onClick={start}>
      {busy ? 'Starting…' : 'Start certificate'}
    </button>
  );
}
