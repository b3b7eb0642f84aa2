'use client';
// A claim served on the caller's account (the payer's view): the figures as issued, the dates
// and deadlines that now run, the files the payee shared, and the PDF it was served.
import { downloadBlob } from '@/components/ui/file-transfer';
import { dayText } from '@/lib/domain/zoned-dates';
import { ClaimDates } from './claim-dates';
import { ClaimFigures } from './claim-figures';
import type { ServedClaim } from './claim-json';
import type { ClaimIds } from '@/lib/paths/page-paths';
import { receivedClaimApi } from '@/lib/paths/api-paths';
import { ClaimStatus } from './claim-status';
import { SharedFiles } from '../documents/shared-files';
import { useFetchUi } from '../ui/use-fetch-ui';

export function ReceivedClaim(props: {
  ids: ClaimIds;
  served: ServedClaim;
  currency: string;
  taxName: string;
  timeZone: string;
}) {
  const fetchUi = useFetchUi();
  const { claim, contract } = props.served;
  return (
    <>
      <section className="card" aria-labelledby="claim-state">
        <h2 id="claim-state">
          Status: <ClaimStatus status={claim.status} />
        </h2>
        <p>
          From {contract.payee ?? 'the payee'}
          {claim.served_at ? `, served on ${dayText(claim.served_at, props.timeZone)}` : ''}.
        </p>
        <button
          type="button"
          className="button secondary"
          onClick={() =>
            downloadBlob(receivedClaimApi(props.ids, 'pdf'), `${claim.payclaim_name}.pdf`, fetchUi)
          }
        >
          Download PDF
        </button>
      </section>
      <section className="card" aria-labelledby="claim-dates">
        <h2 id="claim-dates">Period and due dates</h2>
        <ClaimDates dates={claim} deadlines={props.served.deadlines} />
      </section>
      <ClaimFigures page={props} read={props.served} />
      <SharedFiles
        files={props.served.attachments}
        url={receivedClaimApi(props.ids, 'attachments')}
        term="claim"
      />
    </>
  );
}
