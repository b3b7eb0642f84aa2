'use client';
// The certificates issued against a claim, as the claimer sees them on the claim's review screen:
// each with its date, what it certified (incl. tax) and a link to it. Drafts never show here.
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { approvedCertPage, type ClaimIds } from '@/lib/paths/page-paths';
import { certApi } from '@/lib/paths/api-paths';
import { useApi } from '@/components/ui/use-api';
import { DIFFERENCE } from '@/lib/domain/difference-wording';
import { formatMoney } from '@/lib/domain/money-format';
import { dayText } from '@/lib/domain/zoned-dates';
import type { IssuedCertRead } from './cert-json';
import documentStyles from '@/components/documents/documents.module.css';

type IssuedCert = IssuedCertRead['cert'];

export function ClaimCerts(props: {
  ids: ClaimIds;
  currency: string;
  timeZone: string;
  /** The claim's gross to date as issued: certified work is compared with it like for like. */
  claimedGross: number | null;
}) {
  const api = useApi();
  const [certs, setCerts] = useState<IssuedCert[] | null>(null);
  useEffect(() => {
    void api<{ certs: IssuedCert[] }>(certApi(props.ids)).then((res) =>
      setCerts(res.ok ? res.data.certs : []),
    );
  }, [api, props.ids]);
  if (certs === null) return <p aria-busy="true">Loading certificates…</p>;
  if (certs.length === 0)
    return <p className="empty">No certificate has been issued against this claim yet.</p>;
  const money = (cents: number) => formatMoney(cents, { currency: props.currency });
  return (
    <ul className={documentStyles.files}>
      {certs.map((c) => (
        <li key={c.cert_id}>
          <Link href={approvedCertPage({ ...props.ids, certId: c.cert_id })}>{c.name}</Link>
          {c.issued_at && <span className="muted small"> issued {dayText(c.issued_at, props.timeZone)}</span>}
          {c.issued_totals && (
            <span>
              {' '}
              · certified {money(c.issued_totals.total_including_gst)} incl. tax
              {props.claimedGross !== null &&
                c.issued_totals.gross_to_date !== props.claimedGross &&
                `; work certified to date ${money(c.issued_totals.gross_to_date)} against ${money(props.claimedGross)} claimed; ${DIFFERENCE.column}: ${money(c.issued_totals.gross_to_date - props.claimedGross)}`}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
