import 'server-only';
// /make-cert/…/{claimId}/{certId}: the certificate editor, for a draft the caller may change.
// Anything else opens where it can be seen (review, or approved and issued).
import { redirect } from 'next/navigation';
import { CertEditor } from '@/components/certs/cert-editor';
import { packItems, packLiveInputs } from '@/components/documents/packed-items';
import { certOpenPage, reviewCertPage } from '@/lib/paths/page-paths';
import { countryInfo } from '@/lib/domain/countries';
import { loadCertLiveInputs } from '@/lib/server/certs/cert-live-inputs';
import { ClaimPageHeader } from '../make-claim/claim-page-header';
import type { ContractRouteParams } from '../make-claim/load-claim-page';
import { LineEvidenceProvider } from '@/components/line-evidence/evidence-context';
import { CONTRACT_DOCUMENT_SIZE_LIMIT } from '@/lib/server/config/app-config';
import { certEvidence } from '../make-claim/load-evidence';
import { loadCertPage } from './load-cert-page';

export async function EditCertPage(props: { params: ContractRouteParams; claimId: string; certId: string }) {
  const page = await loadCertPage({ ...props.params, claimId: props.claimId, certId: props.certId });
  const read = page.payer;
  if (!read) redirect(certOpenPage(page.ids, 'issued'));
  if (read.cert.cert_status !== 'draft') redirect(certOpenPage(page.ids, read.cert.cert_status));
  if (!read.actions.includes('update')) redirect(reviewCertPage(page.ids));
  return (
    <>
      <ClaimPageHeader page={page} crumb={read.cert.name}>
        {read.cert.name}
      </ClaimPageHeader>
      <LineEvidenceProvider
        sources={await certEvidence(page.session.actor, page.ids, 'payer')}
        timeZone={page.timeZone}
        sizeLimit={CONTRACT_DOCUMENT_SIZE_LIMIT}
      >
        <CertEditor
          ids={page.ids}
          initial={packItems(read)}
          inputs={packLiveInputs(
            await loadCertLiveInputs(page.session.actor, page.ids),
            read.items.map((i) => i.id),
          )}
          currency={page.currency}
          taxName={countryInfo(read.contract.country).taxName}
        />
      </LineEvidenceProvider>
    </>
  );
}
