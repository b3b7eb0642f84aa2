'use client';
// The owner's buttons on the plan pages (issue 14): choose a plan (to Stripe's checkout) and the
// customer portal (card, invoices, change or cancel). Both leave the app for Stripe's pages.
import { useState } from 'react';
import { useApi } from '@/components/ui/use-api';
import { paymentApi } from '@/lib/paths/api-paths';

function useLeaveFor(accountId: string) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const go = async (call: string, init: RequestInit & { json?: unknown } = {}) => {
    setBusy(true);
    const res = await api<{ url: string }>(paymentApi(accountId, call), init);
    if (res.ok) window.location.assign(res.data.url);
    else setBusy(false);
  };
  return { busy, go };
}

export function ChoosePlanButton(props: { accountId: string; priceId: string; planName: string }) {
  const { busy, go } = useLeaveFor(props.accountId);
  return (
    <button
      type="button"
      className="button"
      disabled={busy}
      onClick={() => go('create-checkout-session', { method: 'POST', json: { priceId: props.priceId } })}
    >
      {busy ? 'Opening checkout…' : `Choose ${props.planName}`}
    </button>
  );
}

export function CustomerPortalButton(props: { accountId: string; label: string; secondary?: boolean }) {
  const { busy, go } = useLeaveFor(props.accountId);
  return (
    <button
      type="button"
      className={props.secondary ? 'button secondary' : 'button'}
      disabled={busy}
      onClick={() => go('customer-portal')}
    >
      {busy ? 'Opening…' : props.label}
    </button>
  );
}
