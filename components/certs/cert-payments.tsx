'use client';
// The payments recorded against one issued certificate (spec §3 Payment; §7 payment history and
// create_claim_payment): paid to date against the scheduled amount and the balance, each payment
// with its remittance advice to download, and a form to record one (amount, date paid, remittance
// file) sent as multipart with upload progress. Each party sees only its own records.
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { downloadBlob, reportFailure, uploadWithProgress } from '@/components/ui/file-transfer';
import { formatSize, useFetchUi } from '@/components/ui/use-fetch-ui';
import { useApi } from '@/components/ui/use-api';
import type { ApiResult } from '@/lib/api/client-fetch';
import { useUi } from '@/components/ui/ui-provider';
import { formatMoney, toInputString } from '@/lib/domain/money-format';
import { dayIn } from '@/lib/domain/zoned-dates';
import { parseMoney } from '@/lib/domain/numbers-input';
import { DOCUMENT_TOO_BIG_MESSAGE } from '@/lib/schemas/contracts';
import type { CertIds } from '@/lib/paths/page-paths';
import { payCertApi } from '@/lib/paths/api-paths';
import styles from './cert-lists.module.css';

/** One payment as GET …/cert/{cert}/payments answers it (amounts in cents). */
export interface CertPayment {
  payment_id: string;
  cert_id: string;
  claim_id: string;
  certificate_number: number;
  paid_amount: number;
  paid_on: string;
  file: { file_id: string; file_name: string; fileType: string; size: number } | null;
  created_date: string;
}

export interface CertPaymentsProps {
  /** The issued certificate, from the payer's side (contractType 'cert'). */
  ids: CertIds;
  /** The account's currency code, e.g. 'NZD'. */
  currency: string;
  /**
   * The scheduled amount: the certificate's total including GST as issued, in cents
   * (issued_totals.total_including_gst). Payments may not pass it.
   */
  scheduledAmount: number;
  /** The caller may record payments (claim_or_cert on the contract). Otherwise the list only. */
  canRecord: boolean;
  /**
   * The contract's time zone (the account's if unknown): the date-paid field starts at today there
   * and may not pass it, as the server checks.
   */
  timeZone: string;
  /** Shown in headings and messages; defaults to "certificate". */
  certificateName?: string;
  /** Largest remittance file in bytes; defaults to 100 MB (the contract document limit, §5). */
  sizeLimit?: number;
  /** Called with the new paid-to-date after a payment is recorded (e.g. to refresh a list). */
  onRecorded?: (paidToDate: number) => void;
}

interface Loaded {
  payments: CertPayment[];
  paid_to_date: number;
}

const HUNDRED_MB = 100 * 1024 * 1024;

export function CertPayments(props: CertPaymentsProps) {
  const api = useApi();
  const ui = useUi();
  const fetchUi = useFetchUi();
  const id = useId();
  const { ids, onRecorded } = props;
  const name = props.certificateName ?? 'certificate';
  const url = payCertApi(ids, `cert/${ids.certId}/payments`);
  const money = (cents: number) => formatMoney(cents, { currency: props.currency });

  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const fetchPayments = useCallback(() => api<Loaded>(url), [api, url]);
  const apply = useCallback((res: ApiResult<Loaded>) => {
    if (res.ok) setLoaded(res.data);
    else setFailed(true);
  }, []);
  useEffect(() => {
    let current = true;
    void fetchPayments().then((res) => current && apply(res));
    return () => {
      current = false;
    };
  }, [fetchPayments, apply]);

  const today = dayIn(new Date(), props.timeZone);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [paidOn, setPaidOn] = useState(today);
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;

  const paid = loaded?.paid_to_date ?? 0;
  const balance = props.scheduledAmount - paid;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = parseMoney(amount);
    let error = parsed.ok ? null : parsed.error;
    if (parsed.ok && parsed.value === 0) error = 'Enter an amount above zero';
    else if (parsed.ok && parsed.value > balance) {
      error = `Enter ${toInputString(Math.max(balance, 0))} or less: the balance still to pay on this ${name}`;
    }
    setAmountError(error);
    if (!parsed.ok || error) return;
    if (!paidOn) return void ui.alert('Error!', ['Enter the date it was paid.']);
    const file = fileInput.current?.files?.[0] ?? null;
    if (file && file.size > (props.sizeLimit ?? HUNDRED_MB)) {
      return void ui.alert('Error!', [DOCUMENT_TOO_BIG_MESSAGE]);
    }
    const form = new FormData();
    form.set('data', JSON.stringify({ paid_amount: parsed.value, paid_on: paidOn }));
    if (file) form.set('file', file);
    setProgress(0);
    const res = await uploadWithProgress<CertPayment>(url, form, setProgress);
    setProgress(null);
    if (!res.ok) return reportFailure(res.status, res.body, fetchUi);
    setAmount('');
    setPaidOn(dayIn(new Date(), props.timeZone));
    if (fileInput.current) fileInput.current.value = '';
    ui.toast(`Payment of ${money(parsed.value)} recorded.`);
    const fresh = await fetchPayments();
    apply(fresh);
    if (fresh.ok) onRecorded?.(fresh.data.paid_to_date);
  };

  if (failed) return <p className="empty">The payments could not be loaded.</p>;
  if (loaded === null) return <p className="muted">Loading payments…</p>;
  const amountDescribedBy = [`${id}-amount-hint`, amountError && `${id}-amount-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <dl className={styles.figures}>
        <div>
          <dt>Scheduled amount</dt>
          <dd>{money(props.scheduledAmount)}</dd>
        </div>
        <div>
          <dt>Paid to date</dt>
          <dd>{money(paid)}</dd>
        </div>
        <div>
          <dt>Balance</dt>
          <dd>{money(balance)}</dd>
        </div>
      </dl>
      {loaded.payments.length === 0 ? (
        <p className="empty">No payments recorded against this {name} yet.</p>
      ) : (
        <div className={styles.scroll} tabIndex={0} role="region" aria-label={`Payments of the ${name}`}>
          <table className="table">
            <caption className="visually-hidden">Payments of the {name}</caption>
            <thead>
              <tr>
                <th scope="col">Paid on</th>
                <th scope="col" className="num">
                  Amount
                </th>
                <th scope="col">Remittance advice</th>
              </tr>
            </thead>
            <tbody>
              {loaded.payments.map((p) => (
                <tr key={p.payment_id}>
                  <td>{p.paid_on}</td>
                  <td className="num">{money(p.paid_amount)}</td>
                  <td>
                    {p.file ? (
                      <>
                        <button
                          type="button"
                          className="link-button"
                          onClick={() =>
                            downloadBlob(
                              payCertApi(ids, `cert/${ids.certId}/payments/${p.payment_id}/file`),
                              p.file!.file_name,
                              fetchUi,
                            )
                          }
                        >
                          {p.file.file_name}
                        </button>{' '}
                        <span className="muted small">{formatSize(p.file.size)}</span>
                      </>
                    ) : (
                      <span className="muted">None</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {props.canRecord && balance > 0 && (
        <form className={styles.paymentForm} onSubmit={submit} aria-label={`Record a payment on the ${name}`}>
          <div className={styles.field}>
            <label htmlFor={`${id}-amount`}>Amount paid</label>
            <input
              id={`${id}-amount`}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              aria-invalid={amountError !== null}
              aria-describedby={amountDescribedBy}
              onChange={(e) => setAmount(e.target.value)}
              disabled={busy}
            />
            <span id={`${id}-amount-hint`} className={styles.note}>
              Up to {money(balance)}, e.g. 1,234.56
            </span>
            {amountError && (
              <span id={`${id}-amount-error`} className="field-error">
                {amountError}
              </span>
            )}
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-date`}>Date paid</label>
            <input
              id={`${id}-date`}
              type="date"
              value={paidOn}
              max={today}
              required
              onChange={(e) => setPaidOn(e.target.value)}
              disabled={busy}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-file`}>Remittance advice (optional)</label>
            <input id={`${id}-file`} ref={fileInput} type="file" disabled={busy} />
          </div>
          <div className={styles.field}>
            <button type="submit" className="button" disabled={busy}>
              {busy ? 'Recording…' : 'Record payment'}
            </button>
          </div>
          {busy && (
            <div className={styles.progress} role="status">
              <progress max={1} value={progress ?? 0} aria-label="Upload of the payment" />
              <span>{Math.round((progress ?? 0) * 100)}%</span>
            </div>
          )}
        </form>
      )}
      {props.canRecord && balance <= 0 && <p className="muted">This {name} is paid in full.</p>}
    </div>
  );
}
