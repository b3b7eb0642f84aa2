'use client';
import { useState } from 'react';
import { Banner } from '@/components/ui/banner';
import { useApi } from '@/components/ui/use-api';

/** Shown to an owner who signed up and has not yet followed the link in their confirmation email. */
export function VerifyEmailBanner({ email }: { email: string }) {
  const api = useApi();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  return (
    <Banner tone="warning">
      Confirm your email address: we sent a link to {email}. Until you follow it you cannot invite people or
      send claims and certificates by email.{' '}
      {state === 'sent' ? (
        <strong>A new link is on its way.</strong>
      ) : (
        <button
          type="button"
          className="link-button"
          disabled={state === 'sending'}
          onClick={async () => {
            setState('sending');
            const result = await api('/api/verify_email/resend', { method: 'POST' });
            setState(result.ok ? 'sent' : 'idle');
          }}
        >
          Send the link again
        </button>
      )}
    </Banner>
  );
}
