import type { Metadata } from 'next';
import Link from 'next/link';
import { CLAIM_STATUS_LABELS } from '@/components/claims/claim-status';
import { ContractClaims } from '@/components/claims/contract-claims';
import { CLAIM_STATUSES } from '@/lib/domain/claim-status';
import { canClaim } from '@/lib/domain/contract-status';
import { can } from '@/lib/domain/permissions';
import { requirePageSession } from '@/lib/server/pages/page-session';
import { listContracts } from '@/lib/server/contracts/list-contracts';
import styles from './page.module.css';

export const metadata: Metadata = { title: 'Claims and certificates' };

/**
 * §2 /claim-cert: the account's claims (its claim contracts) and the claims served on it with
 * their certificates (its cert contracts), contract by contract, filtered by claim status.
 */
export default async function ClaimCertPage({
  searchParams,
}: {
  searchParams: Promise<{ status?: string }>;
}) {
  const { actor, current } = await requirePageSession();
  const requested = (await searchParams).status;
  const status = CLAIM_STATUSES.find((s) => s === requested);
  const { contracts } = await listContracts(actor, {});
  // New claims start here only with account-wide claim rights; project and contract members start them
  // from the contract page, which knows their roles there.
  const mayClaim = can({ account: actor.role }, 'contract', 'claim_or_cert');
  const href = (s?: string) => `/claim-cert?account_id=${current.accountId}${s ? `&status=${s}` : ''}`;
  const sides = [
    { side: 'claim', title: 'Claims made', empty: 'No claim contracts.' },
    { side: 'cert', title: 'Claims received and certificates', empty: 'No cert contracts.' },
  ] as const;
  return (
    <>
      <h1>Claims and certificates</h1>
      <nav aria-label="Claim status" className="filter-links">
        {[undefined, ...CLAIM_STATUSES].map((s) => (
          <Link key={s ?? 'all'} href={href(s)} aria-current={status === s ? 'page' : undefined}>
            {s ? CLAIM_STATUS_LABELS[s] : 'All'}
          </Link>
        ))}
      </nav>
      {sides.map(({ side, title, empty }) => {
        const list = contracts.filter((c) => c.side === side);
        return (
          <section key={side} aria-labelledby={`side-${side}`} className={styles.side}>
            <h2 id={`side-${side}`}>{title}</h2>
            {list.length === 0 ? (
              <p className="empty">{empty}</p>
            ) : (
              list.map((c) => (
                <ContractClaims
                  key={c.id}
                  ids={{
                    accountId: current.accountId,
                    projectId: c.project.id,
                    contractId: c.id,
                    contractType: side,
                  }}
                  currency={current.currency}
                  canCreate={mayClaim && canClaim(c.status)}
                  title={`${c.name}${c.contract_number ? ` (${c.contract_number})` : ''} · ${c.project.name}`}
                  status={status}
                />
              ))
            )}
          </section>
        );
      })}
    </>
  );
}
