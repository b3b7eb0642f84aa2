import Link from 'next/link';
import { NavTabs } from './nav-tabs';

/** The header of the platform administration pages, which belong to no account. */
export function AdminHeader({ name }: { name: string }) {
  return (
    <header className="app-header">
      <div className="app-header-inner">
        <Link href="/admin/accounts" className="brand">
          ClaimCert Admin
        </Link>
        <NavTabs
          tabs={[
            { href: '/admin/accounts', label: 'Accounts', match: '/admin/accounts' },
            { href: '/admin/notices', label: 'System notices', match: '/admin/notices' },
            { href: '/admin/deliveries', label: 'Deliveries', match: '/admin/deliveries' },
          ]}
        />
        <div className="header-tools">
          <span className="user-name">{name}</span>
          <Link href="/dashboard" className="icon-link">
            Back to ClaimCert
          </Link>
          <Link href="/auth/logout" className="icon-link" prefetch={false}>
            Log Out
          </Link>
        </div>
      </div>
    </header>
  );
}
