import type { Metadata } from 'next';
import { SavedReasonsPanel } from '@/components/manage-account/saved-reasons-panel';
import { requirePageSession } from '@/lib/server/pages/page-session';
import { listSavedReasons } from '@/lib/server/saved-reasons/saved-reasons';

export const metadata: Metadata = { title: 'Saved reasons' };

/** The account's reusable certificate reasons (spec §7 reasons): owners and admins keep the list. */
export default async function SavedReasonsPage() {
  const session = await requirePageSession();
  const { reasons } = await listSavedReasons(session.actor);
  return (
    <>
      <h1>Saved reasons</h1>
      <p className="muted">
        Wording {session.current.accountName} uses again and again for why a line is certified differently
        from the claim. Each certificate&rsquo;s reason boxes offer these; certifiers can also keep a reason
        they typed there with &ldquo;Save for reuse&rdquo;. Removing one here changes no certificate.
      </p>
      <SavedReasonsPanel accountId={session.current.accountId} reasons={reasons} />
    </>
  );
}
