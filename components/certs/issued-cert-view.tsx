'use client';
// The claimer's view of a certificate issued against its claim: the scheduled amount beside what
// was claimed, each line certified with its reason, the totals, the payer's external notes, the
// files it shared and the PDF it was sent — never the payer's drafts, internal notes or workflow.
import { downloadBlob } from '@/components/ui/file-transfer';
import { SharedFiles } from '@/components/documents/shared-files';
import { useFetchUi } from '@/components/ui/use-fetch-ui';
import { CertFigures } from './cert-figures';
import { CertLedgerNotice } from './cert-ledger-notice';
import type { IssuedCertRead } from './cert-json';
import type { CertIds } from '@/lib/paths/page-paths';
import { certApi } from '@/lib/paths/api-paths';
import { CertSummary } from './cert-summary';

export function IssuedCertView(props: {
  ids: CertIds;
  read: IssuedCertRead;
  currency: string;
  taxName: string;
}) {
  const fetchUi = useFetchUi();
  const { read, ids } = props;
  return (
    <>
      <CertLedgerNotice
        ledger={read.ledger}
        claimName={read.claim.payclaim_name}
        currency={props.currency}
        issued
      />
      <CertSummary read={read} currency={props.currency} />
      <div className="actions">
        <button
          type="button"
          className="button secondary"
          onClick={() => downloadBlob(certApi(ids, 'pdf'), `${read.cert.name}.pdf`, fetchUi)}
        >
          Download PDF
        </button>
      </div>
      <CertFigures page={props} read={read} />
      <SharedFiles files={read.attachments} url={certApi(ids, 'attachments')} term="certificate" />
    </>
  );
}
