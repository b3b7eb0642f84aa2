'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';

export function NavTabs({
  tabs,
}: {
  tabs: { href: string; label: string; match: string; badge?: number }[];
}) {
  const pathname = usePathname();
  return (
    <nav aria-label="Main" className="nav-tabs">
      {tabs.map((tab) => (
        <Link
          key={tab.href}
          href={tab.href}
          className="nav-tab"
          aria-current={pathname.startsWith(tab.match) ? 'page' : undefined}
        >
          {tab.label}
          {tab.badge ? (
            <span className="badge">
              {tab.badge}
              <span className="visually-hidden"> due</span>
            </span>
          ) : null}
        </Link>
      ))}
    </nav>
  );
}
