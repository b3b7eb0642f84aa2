import Link from 'next/link';
import { projectsPage } from '@/lib/paths/page-paths';

/** §2 breadcrumb: Projects > project name > contract name > … (the last one is the page itself). */
export function Breadcrumb({
  accountId,
  trail,
  current,
}: {
  accountId: string;
  trail: { label: string; href: string }[];
  current: string;
}) {
  const links = [{ label: 'Projects', href: projectsPage(accountId) }, ...trail];
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
