import type { ReactNode } from 'react';
import { manageAccountLinks } from '@/components/manage-account/manage-account-links';
import { ManageAccountNav } from '@/components/manage-account/manage-account-nav';
import { billingEnabled } from '@/lib/server/billing/billing-config';
import { requirePageSession } from '@/lib/server/pages/page-session';

export default async function ManageAccountLayout({ children }: { children: ReactNode }) {
  const session = await requirePageSession();
  return (
    <div>
      <ManageAccountNav
        links={manageAccountLinks(session.actor.role, session.current.accountId, billingEnabled())}
      />
      <div>{children}</div>
    </div>
  );
}
