'use client';
import { signIn } from 'next-auth/react';
import { useState } from 'react';
import { safeNext } from '@/lib/auth/safe-next';

/** Sign in through the firm's single sign-on (lib/auth/sso-config.ts), coming back to `next`. */
export function SsoButton({ name, next }: { name: string; next: string | null }) {
  const [going, setGoing] = useState(false);
  return (
    <button
      type="button"
      className="button"
      disabled={going}
      onClick={() => {
        setGoing(true);
        void signIn('sso', { callbackUrl: safeNext(next) });
      }}
    >
      {going ? `Going to ${name}…` : `Sign in with ${name}`}
    </button>
  );
}
