'use client';
// The claimer's view of a certificate issued against its claim: the scheduled amount beside what
// was claimed, each line certified with its reason, the totals, the payer's external notes, the
// files it shared and the PDF it was sent — never the payer's drafts, internal notes or workflow.
import { downloadBlob } from '@/components/contracts/file-transfer';
import { formatSize, useFetchUi } from '@/components/claims/use-fetch-ui';
import { CertFigures } from './cert-figures';
import type { IssuedCertRead } from './cert-json';
import { certApi, type CertIds } from './cert-paths';
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
      <CertFigures
        contractId={ids.contractId}
        read={read}
        currency={props.currency}
        taxName={props.taxName}
      />
      <section className="card" aria-labelledby="cert-files">
        <h2 id="cert-files">Shared files</h2>
        {read.attachments.length === 0 ? (
          <p className="empty">No files were shared with this certificate.</p>
        ) : (
          <ul className="cl-files">
            {read.attachments.map((file) => (
              <li key={file.file_id}>
                <button
                  type="button"
                  className="link-button"
                  onClick={() =>
                    downloadBlob(certApi(ids, `attachments/${file.file_id}`), file.file_name, fetchUi)
                  }
                >
                  {file.file_name}
                </button>
                <span className="muted small">{formatSize(file.size)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
