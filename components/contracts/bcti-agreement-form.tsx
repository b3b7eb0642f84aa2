'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';

/** GET …/bcti's answer, its time as an ISO string. */
interface Bcti {
  agreed: boolean;
  agreed_at: string | null;
  agreed_by: { user_id: string; name: string } | null;
  can_change: boolean;
}

/**
 * The bcti check (issue 32): the payee records or withdraws its agreement that the payer's payment
 * schedules serve as its buyer-created tax invoices; the payer sees it read-only.
 */
export function BctiAgreementForm(props: { api: string; bcti: Bcti; timeZone: string }) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const { bcti } = props;
  const change = async (agreed: boolean) => {
    setBusy(true);
    const res = await api(props.api, { method: 'PUT', json: { agreed } });
    setBusy(false);
    if (!res.ok) return;
    ui.toast(agreed ? 'The agreement is recorded.' : 'The agreement is withdrawn.');
    router.refresh();
  };
  const when = bcti.agreed_at
    ? new Intl.DateTimeFormat('en-NZ', { dateStyle: 'long', timeZone: props.timeZone }).format(
        new Date(bcti.agreed_at),
      )
    : null;
  return (
    <div className="form">
      <p>
        {bcti.agreed
          ? `The payee agreed${bcti.agreed_by ? ` (${bcti.agreed_by.name})` : ''} on ${when} that the payer's payment schedules serve as its buyer-created tax invoices.`
          : "The payee has not agreed that the payer's payment schedules serve as its buyer-created tax invoices."}
      </p>
      {bcti.can_change && (
        <button type="button" className="button" disabled={busy} onClick={() => change(!bcti.agreed)}>
          {bcti.agreed ? 'Withdraw the agreement' : 'Record the agreement'}
        </button>
      )}
    </div>
  );
}
