import type { Metadata } from 'next';
import Link from 'next/link';
import { ContractBreadcrumb } from '@/components/contracts/contract-breadcrumb';
import { ContractExports } from '@/components/contracts/contract-exports';
import { contractPage } from '@/lib/paths/page-paths';
import { ContractTabs } from '@/components/contracts/contract-tabs';
import { HistoryTable } from '@/components/contracts/history-table';
import { ZHistoryQuery } from '@/lib/schemas/contracts';
import { listContractHistory } from '@/lib/server/contracts/list-contract-history';
import { loadContractPage } from '@/lib/server/pages/load-contract-page';
import { readContract } from '@/lib/server/contracts/read-contract';
import type { ContractRouteParams } from '../layout';
import styles from './page.module.css';

export const metadata: Metadata = { title: 'Contract history' };

/** The contract's history, 20 rows a page, newest first (spec §2 …/history, §9). */
export default async function ContractHistoryPage({
  params,
  searchParams,
}: {
  params: ContractRouteParams;
  searchParams: Promise<{ page?: string }>;
}) {
  const { proId, type, contractId } = await params;
  const { session, ids, side } = await loadContractPage(proId, type, contractId);
  const query = ZHistoryQuery.safeParse({ page: (await searchParams).page });
  const page = query.success ? query.data : { page: 1, limit: 20 };
  const [contract, history] = await Promise.all([
    readContract(session.actor, ids),
    listContractHistory(session.actor, ids, page),
  ]);
  const links = { ...ids, accountId: session.current.accountId, side };
  const pages = Math.max(1, Math.ceil(history.total / history.limit));
  const pageLink = (n: number) => `${contractPage(links, 'history')}&page=${n}`;
  return (
    <>
      <ContractBreadcrumb
        accountId={links.accountId}
        project={contract.project}
        contract={{ href: contractPage(links), name: contract.name }}
        current="History"
      />
      <h1>Contract history</h1>
      <ContractTabs ids={links} canEdit={contract.permissions.includes('edit')} current="history" />
      <section className="card" aria-labelledby="history">
        <h2 id="history">What happened, newest first</h2>
        <ContractExports
          ids={links}
          fileLabel={contract.contract_number || contract.name}
          only={['history']}
        />
        <HistoryTable rows={history.data} timeZone={session.current.timeZone} />
        {pages > 1 && (
          <nav aria-label="History pages" className={styles.pager}>
            {history.page > 1 && <Link href={pageLink(history.page - 1)}>Newer</Link>}
            <span>
              Page {history.page} of {pages}
            </span>
            {history.page < pages && <Link href={pageLink(history.page + 1)}>Older</Link>}
          </nav>
        )}
      </section>
    </>
  );
}
