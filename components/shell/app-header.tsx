import Link from 'next/link';
import type { PageSession } from '@/lib/server/accounts/page-session';
import { UserMenu } from './user-menu';
import { NavTabs } from './nav-tabs';

/** The signed-in header (§2): tabs, notice bell, support menu, user dropdown. */
export function AppHeader({
  session,
  noticeCount,
  supportHubUrl,
}: {
  session: PageSession;
  noticeCount: number;
  supportHubUrl: string | null;
}) {
  const q = `?account_id=${session.current.accountId}`;
  return (
    <header className="app-header">
      <div className="app-header-inner">
        <Link href={`/dashboard${q}`} className="brand">
          ClaimCert
        </Link>
        {/* Only built features get a tab; Projects, Contacts and Manage Account arrive with their issues. */}
        <NavTabs tabs={[{ href: `/dashboard${q}`, label: 'Dashboard', match: '/dashboard' }]} />
        <div className="header-tools">
          <Link href={`/notice${q}`} className="icon-link" aria-label={`Notices (${noticeCount} new)`}>
            <span aria-hidden="true">🔔</span>
            {noticeCount > 0 && <span className="badge">{noticeCount}</span>}
          </Link>
          {supportHubUrl && (
            <a href={supportHubUrl} className="icon-link" target="_blank" rel="noreferrer">
              Support
            </a>
          )}
          <UserMenu
            name={session.user.name}
            accountName={session.current.accountName}
            currentAccountId={session.current.accountId}
            accounts={session.accounts.map((a) => ({ id: a.accountId, name: a.accountName }))}
          />
        </div>
      </div>
    </header>
  );
}
