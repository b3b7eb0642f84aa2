import { ClaimReviewPage } from '../../../../../../make-claim/claim-review-page';
import type { ReviewParams } from '../page';

export { generateMetadata } from '../page';

/** §2 /review-claim/…/{claimId}/approved: the approved claim, where it is issued. */
export default async function ApprovedClaimPage({ params }: { params: ReviewParams }) {
  const { claimId, ...contract } = await params;
  return <ClaimReviewPage params={contract} claimId={claimId} variant="approved" />;
}
