import type { Metadata } from 'next';
import { CertReviewPage } from '../../../../../../../make-cert/cert-review-page';

type Params = Promise<{
  contractType: string;
  proId: string;
  contractId: string;
  claimId: string;
  certId: string;
}>;

export const metadata: Metadata = { title: 'Certificate' };

/** §2 /review-cert/{contractType}/{proId}/{contractId}/{claimId}/{certId}/approved: issue, then payments. */
export default async function ApprovedCertPage({ params }: { params: Params }) {
  const { claimId, certId, ...contract } = await params;
  return <CertReviewPage params={contract} claimId={claimId} certId={certId} variant="approved" />;
}
