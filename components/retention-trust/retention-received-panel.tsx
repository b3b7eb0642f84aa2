// The payee's side of a contract's Retention trust tab (issue 31 item 6): what is owed to it and
// where it stands — as the payer's latest statement states it, else from its own documents — and
// the statements the payer sent (transaction reports, quarterly statements, notices of intended
// use), newest first, each in its own words with its PDF. Nothing here is the payer's ledger: the
// payee sees only what it was told. Renders on the server: there is nothing to edit.
import Link from 'next/link';
import { formatMoney } from '@/lib/domain/money-format';
import { contractApi } from '@/lib/paths/api-paths';
import type { RetentionReceivedJson } from '@/lib/server/retention-owed/read-retention-received';
import { figuresSource, heldInText, OwedReleases } from './owed-releases';
import { retentionOwedPage } from '@/lib/paths/page-paths';
import styles from './retention-owed.module.css';
import trust from './retention-trust.module.css';

export function RetentionReceivedPanel(props: {
  ids: { accountId: string; projectId: string; contractId: string };
  currency: string;
  received: RetentionReceivedJson;
}) {
  const money = (cents: number) => formatMoney(cents, { currency: props.currency });
  const { owed, statements } = props.received;
  return (
    <>
      <section className="card" aria-labelledby="owed-to-you">
        <h2 id="owed-to-you">Owed to you</h2>
        {owed === null ? (
          <p className="empty">Nothing has been retained on this contract yet.</p>
        ) : (
          <>
            <p className="hint">{figuresSource(owed)}.</p>
            <dl className={styles.figures}>
              <dt>Held now</dt>
              <dd>
                {money(owed.held)}
                {owed.overdue > 0 && <span className={styles.overdue}> ({money(owed.overdue)} overdue)</span>}
              </dd>
              <dt>Withheld to date</dt>
              <dd>{money(owed.withheld)}</dd>
              <dt>Released to date</dt>
              <dd>{money(owed.released)}</dd>
              <dt>Used to remedy defects</dt>
              <dd>{owed.used === null ? 'Not known' : money(owed.used)}</dd>
              <dt>Where it is held</dt>
              <dd>{heldInText(owed)}</dd>
              <dt>Held since</dt>
              <dd>{owed.held_since ?? '—'}</dd>
              <dt>Due for release</dt>
              <dd>
                <OwedReleases releases={owed.releases} money={money} />
              </dd>
            </dl>
          </>
        )}
        <p>
          <Link href={retentionOwedPage(props.ids.accountId)}>All retention owed to you</Link>
        </p>
      </section>
      <section className="card" aria-labelledby="received-from-payer">
        <h2 id="received-from-payer">Received from the payer</h2>
        <p className="hint">
          The payer reports after each withholding, release or use of your retention, and at each quarter’s
          end (Construction Contracts Act 2002 s18FD).
        </p>
        {statements.length === 0 ? (
          <p>
            {owed?.payer_on_claimcert === false
              ? 'Your payer is not on ClaimCert: its statements reach you outside it.'
              : 'Nothing received yet.'}
          </p>
        ) : (
          <ul className={trust.list}>
            {statements.map((s) => (
              <li key={s.id}>
                <details>
                  <summary>
                    {s.title}
                    {s.quarter ? ` ${s.quarter}` : ''}, {s.made_on}: {money(s.held)} held
                  </summary>
                  {s.paragraphs.map((p, i) => (
                    <p key={i}>{p}</p>
                  ))}
                </details>
                <a className="link-button" href={contractApi(props.ids, `retention_received/${s.id}/pdf`)}>
                  PDF
                  <span className="visually-hidden">
                    : {s.title}, {s.made_on}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
