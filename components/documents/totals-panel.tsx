// The claim's money summary (spec §3 Claim totals), row by row as lib/domain/claim-totals.ts
// computes it: gross to date, retention and its releases, net, less previous, GST (or the reverse
// charge statement), CIS, amount due. Shows the server's figures or the editor's live ones alike.
import type { ReactNode } from 'react';
import { formatMoney, formatPercent } from '@/lib/domain/money-format';
import type { DocumentTotalsJson } from './document-json';
import styles from './documents.module.css';

const LESS_PREVIOUS_LABELS = {
  claimed: 'Less previously claimed',
  certified: 'Less previously certified',
  custom: 'Less previous (custom amount)',
  paid_to_date: 'Less paid to date',
} as const;

const BUCKETS = [
  ['Base contract', 'base'],
  ['Variations', 'variations'],
  ['Materials', 'materials'],
] as const;

/** The panel's words for a claim or a certificate (one calculation serves both, §5). */
const WORDS = {
  claim: { done: 'claimed', this: 'This claim' },
  certificate: { done: 'certified', this: 'This certificate' },
} as const;

export function ClaimTotalsPanel(props: {
  totals: DocumentTotalsJson;
  term?: keyof typeof WORDS;
  hasRetention: boolean;
  currency: string;
  taxName: string;
}) {
  const t = props.totals;
  const w = WORDS[props.term ?? 'claim'];
  const money = (cents: number) => formatMoney(cents, { currency: props.currency });
  const rows: [string, ReactNode, string?][] = [
    [`Gross ${w.done} to date`, money(t.gross_to_date)],
    ...(props.hasRetention
      ? ([
          [
            'Less retention to date',
            money(t.less_retention),
            t.retention.cap === null ? undefined : `Retention is capped at ${money(t.retention.cap)}.`,
          ],
          ['Plus retention released at practical completion', money(t.retention.pcd_release_to_date)],
          [
            'Plus retention released at the end of the defects period',
            money(t.retention.dlp_release_to_date),
          ],
        ] as [string, ReactNode, string?][])
      : []),
    [`Net ${w.done} to date`, money(t.net_to_date)],
    [LESS_PREVIOUS_LABELS[t.less_previous_option], money(t.less_previous)],
    [`Net ${w.this.toLowerCase()} (excl. ${props.taxName})`, money(t.net_this_claim)],
    t.reverse_charge
      ? [`${props.taxName} (reverse charge)`, money(0), t.reverse_charge_statement ?? undefined]
      : [`${props.taxName} (${t.gst_percent}%)`, money(t.gst)],
    [`${w.this} (incl. ${props.taxName})`, money(t.total_incl_gst)],
    ...(t.cis_status
      ? ([
          [
            `Less CIS deduction (${formatPercent(t.cis_rate)} of labour ${money(t.labour_element)})`,
            money(t.cis_deduction),
          ],
          ['Amount due', money(t.amount_due)],
        ] as [string, ReactNode, string?][])
      : []),
  ];
  return (
    <>
      {/* Focusable: on a narrow screen these scroll sideways (axe scrollable-region-focusable). */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={`${w.this} by section`}>
        <table className={`table ${styles.buckets}`}>
          <caption className="visually-hidden">{`${w.this} by section`}</caption>
          <thead>
            <tr>
              <th scope="col">Section</th>
              <th scope="col" className="num">
                Contract value
              </th>
              <th scope="col" className="num">
                Previous
              </th>
              <th scope="col" className="num">
                {w.this}
              </th>
              <th scope="col" className="num">
                To date
              </th>
            </tr>
          </thead>
          <tbody>
            {BUCKETS.map(([label, key]) => (
              <tr key={key}>
                <th scope="row">{label}</th>
                <td className="num">{money(t[key].contract_value)}</td>
                <td className="num">{money(t[key].previous)}</td>
                <td className="num">{money(t[key].this_claim)}</td>
                <td className="num">{money(t[key].to_date)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={`Amount ${w.done}`}>
        <table className={`table ${styles.totals}`}>
          <caption className="visually-hidden">{`Amount ${w.done}`}</caption>
          <tbody>
            {rows.map(([label, value, note]) => (
              <tr key={label}>
                <th scope="row">
                  {label}
                  {note && <span className={styles.note}>{note}</span>}
                </th>
                <td className="num">{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
