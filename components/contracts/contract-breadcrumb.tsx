import Link from 'next/link';
import { projectPage, projectsPage } from '@/lib/paths/page-paths';

/** §2 breadcrumb: Projects > project name > contract name (> the page, when not the contract itself). */
export function ContractBreadcrumb(props: {
  accountId: string;
  project: { id: string; name: string };
  contract?: { href: string; name: string };
  current: string;
}) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        <li>
          <Link href={projectsPage(props.accountId)}>Projects</Link>
        </li>
        <li>
          <Link href={projectPage(props.accountId, props.project.id)}>{props.project.name}</Link>
        </li>
        {props.contract && (
          <li>
            <Link href={props.contract.href}>{props.contract.name}</Link>
          </li>
        )}
        <li aria-current="page">{props.current}</li>
      </ol>
    </nav>
  );
}
