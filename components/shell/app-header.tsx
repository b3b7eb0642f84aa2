import Link from 'next/link';
import { can } from '@/lib/domain/permissions';
import type { PageSession } from '@/lib/server/pages/page-session';
import { SupportMenu } from './support-menu';
import { UserMenu } from './user-menu';
import { NavTabs } from './nav-tabs';
import { NoticeBell } from './notice-bell';
import { noticePage, syncReportPage } from '@/lib/paths/page-paths';
import { SyncIndicator } from './sync-indicator';

/** The signed-in header (§2): tabs, notice bell, support menu, user dropdown. */
export function AppHeader({
  session,
  noticeCount,
  dueProjects,
  showClaimsReceived,
  support,
  sync,
}: {
  session: PageSession;
  noticeCount: number;
  /** §2: the Projects tab carries a badge counting due projects. */
  dueProjects: number;
  /** The caller can see at least one contract its account certifies. */
  showClaimsReceived: boolean;
  support: { hubUrl: string | null; form: { portal_id: string; form_id: string } | null };
  /** §2 sync-issue indicator: null when the account has no integrations or the caller no Manage Account. */
  sync: { issues: number } | null;
}) {
  const q = `?account_id=${session.current.accountId}`;
  // Help desk mode is an admin setting (§6): the switch shows for those who may edit the account.
  const mayEditAccount = can({ account: session.actor.role }, 'account', 'edit');
  const roles = { account: session.actor.role };
  // §2: Manage Account only for users with account access; Contacts for those who may view them.
  // Projects is for everyone: a `none` member still sees the projects they are a member of.
  // Claims received (§2 /claims-received) is for whoever sees a contract the account certifies:
  // an account that only claims, or a member of none of its cert contracts, has nothing there.
  const tabs = [
    { href: `/dashboard${q}`, label: 'Dashboard', match: '/dashboard' },
    { href: `/projects${q}`, label: 'Projects', match: '/project', badge: dueProjects },
    ...(showClaimsReceived
      ? [{ href: `/claims-received${q}`, label: 'Claims received', match: '/claims-received' }]
      : []),
    ...(can(roles, 'contact', 'view')
      ? [{ href: `/contacts${q}`, label: 'Contacts', match: '/contacts' }]
      : []),
    ...(can(roles, 'account', 'access')
      ? [{ href: `/manage-account/view${q}`, label: 'Manage Account', match: '/manage-account' }]
      : []),
  ];
  return (
    <header className="app-header">
      <div className="app-header-inner">
        <Link href={`/dashboard${q}`} className="brand">
          ClaimCert
        </Link>
        <NavTabs tabs={tabs} />
        <div className="header-tools">
          <NoticeBell href={noticePage(session.current.accountId)} unread={noticeCount} />
          {sync && <SyncIndicator href={syncReportPage(session.current.accountId)} issues={sync.issues} />}
          <SupportMenu
            hubUrl={support.hubUrl}
            form={support.form}
            helpDesk={
              mayEditAccount
                ? { accountId: session.current.accountId, on: session.current.isHelpDeskMode }
                : null
            }
          />
          <UserMenu
            name={session.user.name}
            accountName={session.current.accountName}
            currentAccountId={session.current.accountId}
            accounts={session.accounts.map((a) => ({ id: a.accountId, name: a.accountName }))}
            isPlatformAdmin={session.user.isPlatformAdmin}
            mayAccessAccount={can(roles, 'account', 'access')}
          />
        </div>
      </div>
    </header>
  );
}
