import Link from 'next/link';

/** §2 breadcrumb: Projects > project name > contract name (> the page, when not the contract itself). */
export function ContractBreadcrumb(props: {
  accountId: string;
  project: { id: string; name: string };
  contract?: { href: string; name: string };
  current: string;
}) {
  const q = `?account_id=${props.accountId}`;
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        <li>
          <Link href={`/projects${q}`}>Projects</Link>
        </li>
        <li>
          <Link href={`/project/view/${props.project.id}${q}`}>{props.project.name}</Link>
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
