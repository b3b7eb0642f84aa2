'use client';
// §2 trial notice and subscription notice (§4: each dismissed through a local-storage flag; §9:
// the trial notice shows days left). Shown on every signed-in page while billing is on, until
// dismissed. The flag remembers which notice was dismissed (`stage`), so a new one — the trial's
// last days, its end, a failed payment, a cancelled plan — shows again.
import Link from 'next/link';
import { useCallback } from 'react';
import { useStoredState } from '@/components/ui/use-stored-state';
import { contactOwnerMessage } from '@/lib/domain/billing';

export const billingNoticeKey = (accountId: string) => `claimcert:billing-notice:${accountId}`;

export function BillingNotice(props: {
  accountId: string;
  /** Which notice this is: dismissing it hides this one only. */
  stage: string;
  label: string;
  text: string;
  /** The owner's link (a plan to choose, or the details); others read whom to contact (§6). */
  action: { href: string; label: string } | null;
  ownerName: string | null;
}) {
  const parse = useCallback((raw: string | null) => (raw ? (JSON.parse(raw) as string) : null), []);
  const [dismissed, setDismissed] = useStoredState(billingNoticeKey(props.accountId), parse);
  if (dismissed === props.stage) return null;
  return (
    <section className="banner banner-info billing-notice" aria-label={props.label}>
      <p>
        <strong>{props.text}</strong>{' '}
        {props.action ? (
          <Link href={props.action.href}>{props.action.label}</Link>
        ) : (
          contactOwnerMessage(props.ownerName)
        )}
      </p>
      <button type="button" className="button secondary" onClick={() => setDismissed(props.stage)}>
        Dismiss
      </button>
    </section>
  );
}
