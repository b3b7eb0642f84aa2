import 'server-only';
// /make-cert/{contractType}/{proId}/{contractId}/{claimId}: the claim as served, with what has been
// certified against it. A certificate under way opens at once; otherwise the certifier starts one
// — the pending placeholder the served claim opened, when it has one, becomes that draft.
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { certOpenPage, reviewClaimPage } from '@/lib/paths/page-paths';
import { ClaimStatus } from '@/components/claims/claim-status';
import { ReceivedClaim } from '@/components/claims/received-claim';
import { CertStatus } from '@/components/certs/cert-status';
import { StartCertButton } from '@/components/certs/start-cert-button';
import { countryInfo } from '@/lib/domain/countries';
import { listClaimCerts } from '@/lib/server/certs/read-issued-cert';
import { pageError } from '@/lib/server/pages/load-contract-page';
import { ClaimPageHeader } from '../make-claim/claim-page-header';
import { loadClaimPage, type ContractRouteParams } from '../make-claim/load-claim-page';
import documentStyles from '@/components/documents/documents.module.css';

export async function StartCertPage({ params, claimId }: { params: ContractRouteParams; claimId: string }) {
  const page = await loadClaimPage({ ...params, claimId });
  const ids = { ...page.ids, claimId };
  if (!page.served) redirect(reviewClaimPage(ids));
  const { certs } = await listClaimCerts(page.session.actor, {
    projectId: ids.projectId,
    contractId: ids.contractId,
    claimId,
  }).catch(pageError);
  const open = certs.find((c) => ['draft', 'review', 'approved'].includes(c.cert_status));
  if (open) redirect(certOpenPage({ ...ids, certId: open.cert_id }, open.cert_status));
  const { claim, contract } = page.served;
  const canStart = page.contract.canClaim && claim.status === 'issued';
  return (
    <>
      <ClaimPageHeader page={page} crumb={claim.payclaim_name}>
        Certify {claim.payclaim_name} <ClaimStatus status={claim.status} />
      </ClaimPageHeader>
      <section className="card" aria-labelledby="cert-start">
        <h2 id="cert-start">Certificate</h2>
        {certs.length > 0 && (
          <ul className={documentStyles.files}>
            {certs.map((c) => (
              <li key={c.cert_id}>
                {c.cert_status === 'pending' ? (
                  c.name
                ) : (
                  <Link href={certOpenPage({ ...ids, certId: c.cert_id }, c.cert_status)}>{c.name}</Link>
                )}{' '}
                <CertStatus status={c.cert_status} />
              </li>
            ))}
          </ul>
        )}
        {canStart ? (
          <>
            <p>
              Start the payment certificate for this claim. Every line begins certified at what was claimed;
              change what you certify and give a reason for each difference.
            </p>
            <StartCertButton ids={ids} />
          </>
        ) : (
          claim.status !== 'certified' && (
            <p className="muted">You can read this claim; certifying it needs the claim or cert right.</p>
          )
        )}
      </section>
      <ReceivedClaim
        ids={ids}
        served={page.served}
        currency={page.currency}
        taxName={countryInfo(contract.country).taxName}
        timeZone={page.timeZone}
      />
    </>
  );
}
