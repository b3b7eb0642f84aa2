'use client';
// The certificates of one cert contract (the payer's side; GET …/cert_summary): per claim served
// its certificate with status, scheduled amount (total including GST as issued), paid to date and
// balance, opening the certificate (or the page that starts one); an issued certificate's payments
// open below the list, where one can be recorded. Also the contract's claim summary and the
// account's retention report as CSV downloads.
import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import { ClaimStatus } from '@/components/claims/claim-status';
import { certOpenPage, type ClaimContractIds, startCertPage } from '@/lib/paths/page-paths';
import { accountPayCertApi, payCertApi } from '@/lib/paths/api-paths';
import { useFetchUi } from '@/components/ui/use-fetch-ui';
import { downloadBlob } from '@/components/ui/file-transfer';
import { useApi } from '@/components/ui/use-api';
import type { ApiResult } from '@/lib/api/client-fetch';
import { formatMoney } from '@/lib/domain/money-format';
import { CertPayments } from './cert-payments';
import styles from './cert-lists.module.css';
import { CERT_STATUS_LABELS } from './claims-received-row';
import { ColumnHeads, type Column } from '@/components/ui/column-heads';

const CERTS_COLUMNS: Column[] = [
  { label: 'Certificate' },
  { label: 'Claim' },
  { label: 'Scheduled amount', num: true },
  { label: 'Paid', num: true },
  { label: 'Balance', num: true },
  { label: 'Payments' },
];

/** One row of GET …/cert_summary: a served claim and its latest certificate (cents). */
export interface CertSummaryRow {
  claim_id: string;
  payclaim_name: string;
  claim_status: string;
  period_ending: string;
  cert_id: string | null;
  cert_status: string | null;
  certificate_number: number | null;
  issued_late: boolean | null;
  /** Total including GST as issued: what the payer scheduled to pay. Null until issued. */
  certified_amount: number | null;
  paid_to_date: number;
  outstanding: number | null;
}

interface CertSummary {
  certsummary: CertSummaryRow[];
  totals: { certified_amount: number; paid_to_date: number; outstanding: number };
}

export interface ContractCertsProps {
  /** The contract from the payer's side (contractType 'cert'). */
  ids: ClaimContractIds;
  currency: string;
  /** The caller may record payments on this contract (claim_or_cert). */
  canRecord: boolean;
  /** The contract's time zone: the server checks a payment date against today there. */
  timeZone: string;
  /** Names the claim summary download, e.g. the contract number. */
  fileLabel: string;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function ContractCerts(props: ContractCertsProps) {
  const api = useApi();
  const fetchUi = useFetchUi();
  const { ids } = props;
  const [summary, setSummary] = useState<CertSummary | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const fetchSummary = useCallback(() => api<CertSummary>(payCertApi(ids, 'cert_summary')), [api, ids]);
  const apply = useCallback((res: ApiResult<CertSummary>) => {
    if (res.ok) setSummary(res.data);
    else setFailed(true);
  }, []);
  useEffect(() => {
    let current = true;
    void fetchSummary().then((res) => current && apply(res));
    return () => {
      current = false;
    };
  }, [fetchSummary, apply]);
  const reload = async () => apply(await fetchSummary());

  const money = (cents: number | null) =>
    cents === null ? '—' : formatMoney(cents, { currency: props.currency });
  // Newest first, as the claim lists read.
  const rows = summary ? [...summary.certsummary].reverse() : [];
  const openRow = rows.find((r) => r.cert_id === open && r.cert_status === 'issued') ?? null;
  const certName = (r: CertSummaryRow) => `certificate ${r.certificate_number}`;
  const claimIds = (r: CertSummaryRow) => ({ ...ids, claimId: r.claim_id });
  const panelId = `cert-payments-${ids.contractId}`;

  return (
    <section className="card" aria-labelledby={`certs-${ids.contractId}`}>
      <div className="page-heading">
        <h2 id={`certs-${ids.contractId}`}>Certificates</h2>
      </div>
      <div className={styles.downloads}>
        <button
          type="button"
          className="button secondary"
          onClick={() =>
            downloadBlob(
              payCertApi(ids, 'claim_summary_export'),
              `claim-summary-${slug(props.fileLabel) || 'contract'}.csv`,
              fetchUi,
            )
          }
        >
          Download claim summary (CSV)
        </button>
        <button
          type="button"
          className="button secondary"
          onClick={() =>
            downloadBlob(
              `${accountPayCertApi(ids.accountId, 'retention_report')}?side=cert`,
              'retention-report-held.csv',
              fetchUi,
            )
          }
        >
          Download retention report (CSV)
        </button>
      </div>
      <p className="muted small">The retention report covers every contract this account certifies.</p>
      {failed ? (
        <p className="empty">The certificates could not be loaded.</p>
      ) : summary === null ? (
        <p className="muted">Loading certificates…</p>
      ) : rows.length === 0 ? (
        <p className="empty">
          No claims have been served on this contract yet, so there is nothing to certify.
        </p>
      ) : (
        <div className={styles.scroll} tabIndex={0} role="region" aria-label="Certificates of this contract">
          <table className={`table ${styles.certsTable}`}>
            <caption className="visually-hidden">Certificates of this contract</caption>
            <ColumnHeads columns={CERTS_COLUMNS} />
            <tbody>
              {rows.map((r) => (
                <tr key={r.claim_id}>
                  <td>
                    {r.cert_id && r.cert_status ? (
                      <span className={styles.stack}>
                        <Link href={certOpenPage({ ...claimIds(r), certId: r.cert_id }, r.cert_status)}>
                          Certificate {r.certificate_number}
                        </Link>
                        <span>
                          <span className={`status status-${r.cert_status}`}>
                            {CERT_STATUS_LABELS[r.cert_status] ?? r.cert_status}
                          </span>
                        </span>
                        {r.issued_late && <span className={styles.note}>Issued late</span>}
                      </span>
                    ) : (
                      <span className={styles.stack}>
                        <span className={styles.note}>None yet</span>
                        <Link href={startCertPage(claimIds(r))}>
                          Start certificate<span className="visually-hidden"> for {r.payclaim_name}</span>
                        </Link>
                      </span>
                    )}
                  </td>
                  <td>
                    <span className={styles.stack}>
                      <span>{r.payclaim_name}</span>
                      <span className={styles.note}>Period ending {r.period_ending}</span>
                      <span>
                        <ClaimStatus status={r.claim_status} />
                      </span>
                    </span>
                  </td>
                  <td className="num">{money(r.certified_amount)}</td>
                  <td className="num">{r.cert_status === 'issued' ? money(r.paid_to_date) : '—'}</td>
                  <td className="num">{money(r.outstanding)}</td>
                  <td>
                    {r.cert_status === 'issued' && r.cert_id ? (
                      <button
                        type="button"
                        className="link-button"
                        aria-expanded={open === r.cert_id}
                        aria-controls={panelId}
                        onClick={() => setOpen(open === r.cert_id ? null : r.cert_id)}
                      >
                        {open === r.cert_id ? 'Hide' : 'Show'}
                        <span className="visually-hidden"> payments of {certName(r)}</span>
                      </button>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  Total issued
                </th>
                <td className="num">{money(summary.totals.certified_amount)}</td>
                <td className="num">{money(summary.totals.paid_to_date)}</td>
                <td className="num">{money(summary.totals.outstanding)}</td>
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      <div id={panelId}>
        {openRow && openRow.cert_id && openRow.certified_amount !== null && (
          <section className={styles.panel} aria-labelledby={`${panelId}-title`}>
            <h3 id={`${panelId}-title`}>Payments of certificate {openRow.certificate_number}</h3>
            <CertPayments
              key={openRow.cert_id}
              ids={{ ...claimIds(openRow), certId: openRow.cert_id }}
              currency={props.currency}
              scheduledAmount={openRow.certified_amount}
              canRecord={props.canRecord}
              timeZone={props.timeZone}
              certificateName={certName(openRow)}
              onRecorded={() => void reload()}
            />
          </section>
        )}
      </div>
    </section>
  );
}
