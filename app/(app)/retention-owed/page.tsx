import type { Metadata } from 'next';
import { RetentionOwedTable } from '@/components/retention-trust/retention-owed-table';
import { formatMoney } from '@/lib/domain/money-format';
import { requirePageSession } from '@/lib/server/pages/page-session';
import { listRetentionOwed } from '@/lib/server/retention-owed/list-retention-owed';

export const metadata: Metadata = { title: 'Retention owed to you' };

/**
 * /retention-owed (issue 31 item 6): the retention withheld from the account on the contracts it
 * claims on, across every payer — on ClaimCert (as its statements state it) or not (from the
 * account's own certificates and claims).
 */
export default async function RetentionOwedPage() {
  const { actor, current } = await requirePageSession();
  const owed = await listRetentionOwed(actor);
  const money = (cents: number) => formatMoney(cents, { currency: current.currency });
  const label = 'Retention held from you, by contract';
  return (
    <>
      <h1>Retention owed to you</h1>
      <p className="muted">
        Retention your payers have withheld from {current.accountName} and hold on trust until it is due back.
        A payer on ClaimCert states it in its reports to you; for one that is not, the figures come from your
        own certificates and claims. Today is {owed.today}.
      </p>
      <section className="card" aria-labelledby="owed-heading">
        <h2 id="owed-heading">{label}</h2>
        <p>
          Held now: <strong>{money(owed.held)}</strong>
          {owed.overdue > 0 && (
            <>
              {' '}
              · overdue for release: <strong>{money(owed.overdue)}</strong>
            </>
          )}
        </p>
        {owed.contracts.length === 0 ? (
          <p className="empty">
            Nothing retained from you yet. When a certificate or claim on one of your contracts retains money,
            the contract appears here.
          </p>
        ) : (
          <RetentionOwedTable
            accountId={current.accountId}
            currency={current.currency}
            rows={owed.contracts}
            label={label}
          />
        )}
      </section>
    </>
  );
}
