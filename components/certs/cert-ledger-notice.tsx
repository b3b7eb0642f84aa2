'use client';
// Where the certificate stands on the contract's ledger (lib/domain/ledger.ts), shown above it: for
// a claim older than one already certified, that it certifies only what it adds; while it is open,
// any line that would reduce what is already certified, with the one-click fix while a draft. Both
// parties see the same words on an issued one.
import { Banner } from '@/components/ui/banner';
import { formatMoney } from '@/lib/domain/money-format';
import type { CertRead } from './cert-json';

export function CertLedgerNotice(props: {
  ledger: CertRead['ledger'];
  claimName: string;
  currency: string;
  issued?: boolean;
  /** Present while the certificate is a draft the caller may change. */
  onRaise?: () => void;
  raising?: boolean;
}) {
  const {
    answers_earlier_claim: earlier,
    previous_cert: previous,
    below_certified_position: below,
    valuation_note: valuation,
  } = props.ledger;
  if (!earlier || !previous) return null;
  const valuedAt = valuation && <p>{valuation}</p>;
  const money = (cents: number) => formatMoney(cents, { currency: props.currency });
  if (props.issued)
    return (
      <Banner>
        {props.claimName} was certified after {previous.claim_name}. Its work was already in the certificates
        before it, so this certificate deducts {previous.name}, the one issued before it, and schedules only
        what it added.
        {valuedAt}
      </Banner>
    );
  return (
    <>
      <Banner>
        <strong>{props.claimName} is older than a claim already certified.</strong> Its work is in the
        certificates since, so each line started at what is already certified and this certificate schedules
        only what you add. &ldquo;Previous certified&rdquo; is {previous.name} for {previous.claim_name}, the
        certificate issued last. A line can go up but not below what is already certified: make reductions in
        the certificate for the latest claim.
        {valuedAt}
      </Banner>
      {below.length > 0 && (
        <Banner tone="warning">
          <p>
            {below.length === 1 ? 'One line certifies' : `${below.length} lines certify`} less than is already
            certified, so this certificate cannot be sent or issued:
          </p>
          <ul>
            {below.map((b) => (
              <li key={b.item_id}>
                {b.label ? `${b.label} ` : ''}
                {b.description}: {money(b.certified_to_date)} against {money(b.already_certified)} already
                certified
              </li>
            ))}
          </ul>
          {props.onRaise ? (
            <button type="button" className="button" disabled={props.raising} onClick={props.onRaise}>
              {props.raising ? 'Raising…' : 'Raise them to what is already certified'}
            </button>
          ) : (
            <p>Revert the certificate to draft to change them.</p>
          )}
        </Banner>
      )}
    </>
  );
}
