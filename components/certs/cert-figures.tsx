'use client';
// A certificate's figures read only, as the server computed them: the schedule with each line's
// claimed and certified values and reasons, the certificate's totals beside the claim's, and the
// external notes (the payer's internal notes only when given, never on the claimer's side).
import type { FiguresPage } from '@/components/documents/document-json';
import { NotesCard } from '@/components/documents/notes-card';
import { ClaimSchedule } from '@/components/documents/schedule';
import { ClaimTotalsPanel } from '@/components/documents/totals-panel';
import { liveCertFigures } from './cert-entry';
import type { CertRead, IssuedCertRead } from './cert-json';
import { CertScheduleTable, DifferenceLegend } from './cert-schedule-table';
import documentStyles from '@/components/documents/documents.module.css';
import styles from './cert.module.css';

const NO_EDITS = new Map();

export function CertFigures(props: {
  page: FiguresPage;
  read: CertRead | IssuedCertRead;
  internalNotes?: string | null;
}) {
  const { read } = props;
  const figures = liveCertFigures(read.items, NO_EDITS);
  return (
    <>
      <section className="card" aria-labelledby="cert-lines">
        <h2 id="cert-lines">Certified by item</h2>
        <DifferenceLegend />
        <ClaimSchedule
          contractId={props.page.ids.contractId}
          items={read.items}
          totals={read.totals}
          renderSection={(section) => (
            <CertScheduleTable {...section} currency={props.page.currency} figures={figures} editing={null} />
          )}
        />
      </section>
      <section className="card" aria-labelledby="cert-totals">
        <h2 id="cert-totals">Totals</h2>
        <div className={styles.totalsPair}>
          <div>
            <h3 className={documentStyles.subheading}>Certified</h3>
            <ClaimTotalsPanel
              term="certificate"
              totals={read.totals}
              hasRetention={read.cert.has_retention}
              currency={props.page.currency}
              taxName={props.page.taxName}
            />
          </div>
          <div>
            <h3 className={documentStyles.subheading}>Claimed</h3>
            <ClaimTotalsPanel
              totals={read.claimed_totals}
              hasRetention={read.claim.has_retention}
              currency={props.page.currency}
              taxName={props.page.taxName}
            />
          </div>
        </div>
      </section>
      <NotesCard external={read.cert.external_notes} internal={props.internalNotes} />
    </>
  );
}
