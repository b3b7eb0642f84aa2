import Link from 'next/link';
import { type ContractIds, contractPage } from '@/lib/paths/page-paths';

/**
 * The contract's sub-screens (spec §2). The schedule, workflow and settings screens need contract
 * edit (§6 route rules), so they are offered only to those who may edit.
 */
export function ContractTabs({
  ids,
  canEdit,
  current,
}: {
  ids: ContractIds;
  canEdit: boolean;
  current: string;
}) {
  const tabs: [string, string, boolean][] = [
    ['', 'Overview', true],
    ['baseContract', 'Base contract', canEdit],
    ['variations', 'Variations', canEdit],
    ['materials', 'Materials', canEdit],
    ['workflow', 'Workflow', canEdit],
    ['settings', 'Settings', canEdit],
    ['history', 'History', true],
    // The payer keeps the retention ledger; the payee sees what it was told (issue 31).
    ['retention', 'Retention trust', true],
  ];
  return (
    <nav aria-label="Contract" className="contract-tabs">
      {tabs
        .filter(([, , shown]) => shown)
        .map(([section, label]) => (
          <Link
            key={label}
            href={contractPage(ids, section)}
            aria-current={section === current ? 'page' : undefined}
          >
            {label}
          </Link>
        ))}
      <Link href={`${contractPage(ids)}#documents`}>Documents</Link>
    </nav>
  );
}
