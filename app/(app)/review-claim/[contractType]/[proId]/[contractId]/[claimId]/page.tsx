import type { Metadata } from 'next';
import { ClaimReviewPage } from '../../../../../make-claim/claim-review-page';
import { loadClaimPage } from '../../../../../make-claim/load-claim-page';

export type ReviewParams = Promise<{
  contractType: string;
  proId: string;
  contractId: string;
  claimId: string;
}>;

export async function generateMetadata({ params }: { params: ReviewParams }): Promise<Metadata> {
  const page = await loadClaimPage(await params);
  return { title: (page.payee ?? page.served)!.claim.payclaim_name };
}

/** §2 /review-claim/{contractType}/{proId}/{contractId}/{claimId}: approval and issue (payee), or the claim as served (payer). */
export default async function ReviewClaimPage({ params }: { params: ReviewParams }) {
  const { claimId, ...contract } = await params;
  return <ClaimReviewPage params={contract} claimId={claimId} variant="review" />;
}
