'use client';
// A claim's figures read only, as the server computed them: the schedule by item (sort and expand
// as in the editor), the totals, and the notes.
import type { FiguresPage } from '@/components/documents/document-json';
import { NotesCard } from '../documents/notes-card';
import type { ClaimItem, ClaimRead, ServedClaim } from './claim-json';
import type { RowFigures } from '../documents/schedule-row';
import { ClaimSchedule } from '../documents/schedule';
import { ClaimScheduleTable } from './claim-schedule-table';
import { ClaimTotalsPanel } from '../documents/totals-panel';

const savedFigures = (item: ClaimItem): RowFigures => ({
  total: item.contract_value,
  previous: item.previous,
  thisPeriod: item.this_claim,
  toDate: item.to_date,
  remaining: item.remaining,
});
const readOnly = () => null;
const ignore = () => undefined;

export function ClaimFigures(props: {
  page: FiguresPage;
  read: Pick<ClaimRead | ServedClaim, 'items' | 'totals'> & {
    claim: { has_retention: boolean; claim_external_notes: string | null };
  };
  /** The payee's own notes; never given on the payer's side. */
  internalNotes?: string | null;
}) {
  const { read } = props;
  return (
    <>
      <section className="card" aria-labelledby="claim-lines">
        <h2 id="claim-lines">Claim by item</h2>
        <ClaimSchedule
          contractId={props.page.ids.contractId}
          items={read.items}
          totals={read.totals}
          renderSection={(section) => (
            <ClaimScheduleTable
              {...section}
              currency={props.page.currency}
              figuresOf={savedFigures}
              entryOf={readOnly}
              onCommit={ignore}
            />
          )}
        />
      </section>
      <section className="card" aria-labelledby="claim-totals">
        <h2 id="claim-totals">Totals</h2>
        <ClaimTotalsPanel
          totals={read.totals}
          hasRetention={read.claim.has_retention}
          currency={props.page.currency}
          taxName={props.page.taxName}
        />
      </section>
      <NotesCard external={read.claim.claim_external_notes} internal={props.internalNotes} />
    </>
  );
}
