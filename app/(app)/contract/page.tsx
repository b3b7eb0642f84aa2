import type { Metadata } from 'next';
import { ContractList } from '@/components/contracts/contract-list';
import { ZContractListQuery } from '@/lib/schemas/contracts';
import { requirePageSession } from '@/lib/server/pages/page-session';
import { listContracts } from '@/lib/server/contracts/list-contracts';
import { pageError } from '@/lib/server/pages/load-contract-page';

export const metadata: Metadata = { title: 'Contracts' };

/**
 * The account's contracts with the §2 filters (active, archived, overdue, due in 3 days, due in 7
 * days), optionally within one project: /contract?filter=…&project_id=….
 */
export default async function ContractsPage({
  searchParams,
}: {
  searchParams: Promise<{ filter?: string; project_id?: string }>;
}) {
  const session = await requirePageSession();
  const raw = await searchParams;
  const parsed = ZContractListQuery.safeParse({
    filter: raw.filter || undefined,
    project_id: raw.project_id || undefined,
  });
  const query = parsed.success ? parsed.data : {};
  const { contracts } = await listContracts(session.actor, query).catch(pageError);
  return (
    <>
      <h1>Contracts</h1>
      <ContractList accountId={session.current.accountId} contracts={contracts} query={query} />
    </>
  );
}
