'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { dashboardPage } from '@/lib/paths/page-paths';

/**
 * User dropdown (§2): Profile, Account, Switch Accounts (only with more than one), Log Out, and
 * Administration for platform administrators.
 */
export function UserMenu(props: {
  name: string;
  accountName: string;
  currentAccountId: string;
  accounts: { id: string; name: string }[];
  mayAccessAccount: boolean;
  isPlatformAdmin: boolean;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const pathname = usePathname();
  // Close the menu after navigating.
  useEffect(() => ref.current?.removeAttribute('open'), [pathname]);
  const others = props.accounts.filter((a) => a.id !== props.currentAccountId);
  return (
    <details className="user-menu" ref={ref}>
      <summary>
        <span className="user-name">{props.name}</span>
        <span className="account-name">{props.accountName}</span>
      </summary>
      <div className="menu">
        <p className="menu-heading">{props.accountName}</p>
        <Link href={`/manage-account/profile?account_id=${props.currentAccountId}`} className="menu-item">
          Profile
        </Link>
        {props.mayAccessAccount && (
          <Link href={`/manage-account/view?account_id=${props.currentAccountId}`} className="menu-item">
            Account
          </Link>
        )}
        {others.length > 0 && (
          <div role="group" aria-label="Switch Accounts">
            <p className="menu-heading">Switch Accounts</p>
            {others.map((a) => (
              <a key={a.id} href={dashboardPage(a.id)} className="menu-item">
                {a.name}
              </a>
            ))}
          </div>
        )}
        {props.isPlatformAdmin && (
          <Link href="/admin/accounts" className="menu-item">
            Administration
          </Link>
        )}
        <Link href="/auth/logout" className="menu-item" prefetch={false}>
          Log Out
        </Link>
      </div>
    </details>
  );
}
