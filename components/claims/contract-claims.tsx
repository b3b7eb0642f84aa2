'use client';
// The claims of one contract (spec §3 contract summary entry): per claim its name and status, the
// period ending, the gross claimed and retention, and its certificate's status and gross certified.
// The payee also sees the payment due date and may start a new claim; the payer sees the claims
// served on it. Used on the contract page and on /claim-cert.
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useApi } from '@/components/ui/use-api';
import { formatMoney } from '@/lib/domain/money-format';
import type { ClaimListEntry, ContractSummaryEntry } from './claim-json';
import { type ClaimContractIds, claimOpenPage, newClaimPage } from '@/lib/paths/page-paths';
import { claimApi, contractSummaryApi } from '@/lib/paths/api-paths';
import { ClaimStatus } from './claim-status';

interface Loaded {
  summary: ContractSummaryEntry[];
  paymentDue: Map<string, string>;
}

export function ContractClaims(props: {
  ids: ClaimContractIds;
  currency: string;
  /** The caller may claim on this contract now (claim_or_cert, and the contract is running). */
  canCreate: boolean;
  title?: string;
  /** Only claims with this status (the /claim-cert filter). */
  status?: string;
}) {
  const api = useApi();
  const { ids } = props;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const payee = ids.contractType === 'claim';
    void Promise.all([
      api<{ contractsummary: ContractSummaryEntry[] }>(contractSummaryApi(ids)),
      payee ? api<{ claims: ClaimListEntry[] }>(claimApi(ids)) : null,
    ]).then(([summary, list]) => {
      if (!summary.ok || (list && !list.ok)) return setFailed(true);
      const claims = list?.ok ? list.data.claims : [];
      setLoaded({
        // Newest first, as the claim list reads.
        summary: [...summary.data.contractsummary].reverse(),
        paymentDue: new Map(claims.map((c) => [c.id, c.payment_due])),
      });
    });
  }, [api, ids]);

  const money = (cents: number | null) =>
    cents === null ? '—' : formatMoney(cents, { currency: props.currency });
  const rows = loaded?.summary.filter((r) => !props.status || r.claim_status === props.status) ?? [];
  const payee = ids.contractType === 'claim';
  const headingId = `claims-${ids.contractId}`;
  return (
    <section className="card" aria-labelledby={headingId}>
      <div className="page-heading">
        <h2 id={headingId}>{props.title ?? 'Claims'}</h2>
        {props.canCreate && payee && (
          <Link className="button" href={newClaimPage(ids)}>
            New claim
          </Link>
        )}
      </div>
      {failed ? (
        <p className="empty">The claims could not be loaded.</p>
      ) : loaded === null ? (
        <p className="muted">Loading claims…</p>
      ) : rows.length === 0 ? (
        <p className="empty">{props.status ? 'No claims with this status.' : 'No claims yet.'}</p>
      ) : (
        <div className="table-scroll">
          <table className="table">
            <caption className="visually-hidden">{props.title ?? 'Claims'}</caption>
            <thead>
              <tr>
                <th scope="col">Claim</th>
                <th scope="col">Status</th>
                <th scope="col">Period ending</th>
                {payee && <th scope="col">Payment due</th>}
                <th scope="col" className="num">
                  Gross claimed
                </th>
                <th scope="col" className="num">
                  Retention
                </th>
                <th scope="col">Certificate</th>
                <th scope="col" className="num">
                  Gross certified
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.claim_id}>
                  <td>
                    <Link href={claimOpenPage({ ...ids, claimId: r.claim_id }, r.claim_status)}>
                      {r.claim_name}
                    </Link>
                  </td>
                  <td>
                    <ClaimStatus status={r.claim_status} />
                  </td>
                  <td>{r.period_ending}</td>
                  {payee && <td>{loaded.paymentDue.get(r.claim_id) ?? '—'}</td>}
                  <td className="num">{money(r.gross_claimed_value)}</td>
                  <td className="num">{money(r.claim_retention)}</td>
                  <td>
                    {r.cert_status ? (
                      <span className={`status status-${r.cert_status}`}>{r.cert_status}</span>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td className="num">{money(r.gross_certified_value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
