'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ManageAccountLink } from './manage-account-links';

export function ManageAccountNav({ links }: { links: ManageAccountLink[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Manage Account" className="subnav">
      {links.map((link) => {
        const path = link.href.split('?')[0]!;
        // /manage-account/view is also the section of /edit; every other link owns its sub-paths.
        const section = path === '/manage-account/view' ? '/manage-account/edit' : `${path}/`;
        const current = pathname === path || pathname.startsWith(section);
        return (
          <Link
            key={link.href}
            href={link.href}
            className="subnav-link"
            aria-current={current ? 'page' : undefined}
          >
            {link.label}
          </Link>
        );
      })}
    </nav>
  );
}
