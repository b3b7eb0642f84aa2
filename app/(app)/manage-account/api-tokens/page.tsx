import type { Metadata } from 'next';
import Link from 'next/link';
import { ApiTokensPanel } from '@/components/manage-account/api-tokens-panel';
import { listApiTokens } from '@/lib/server/api-tokens/list-api-tokens';
import { requirePageSession } from '@/lib/server/pages/page-session';

export const metadata: Metadata = { title: 'API tokens' };

/** Owners and admins (the §6 route rule for this page: account edit) make and revoke tokens. */
export default async function ApiTokensPage() {
  const session = await requirePageSession();
  const { tokens } = await listApiTokens(session.actor);
  return (
    <>
      <h1>API tokens</h1>
      <p className="muted">
        Let your own systems call the ClaimCert API for {session.current.accountName}. A token acts as you, in
        this account only, with at most the role you choose (never more than your own). See the{' '}
        <Link href="/developers">API reference</Link>.
      </p>
      <ApiTokensPanel accountId={session.current.accountId} callerRole={session.actor.role} tokens={tokens} />
    </>
  );
}
