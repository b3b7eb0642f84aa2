import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ClaimReviewPage } from '../../../../claim-review-page';
import { EditClaimPage } from '../../../../edit-claim-page';
import { loadClaimContractPage, loadClaimPage } from '../../../../load-claim-page';
import { NewClaimPage } from '../../../../new-claim-page';

type Params = Promise<{ contractType: string; proId: string; contractId: string; claimId?: string[] }>;

/** The claim segments: [] new, [claimId] edit, [claimId, 'review'] review; anything else is unknown. */
function route(segments: string[] = []): { screen: 'new' } | { screen: 'edit' | 'review'; claimId: string } {
  if (segments.length === 0) return { screen: 'new' };
  if (segments.length === 1) return { screen: 'edit', claimId: segments[0]! };
  if (segments.length === 2 && segments[1] === 'review') return { screen: 'review', claimId: segments[0]! };
  notFound();
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { claimId, ...contract } = await params;
  const target = route(claimId);
  if (target.screen === 'new') return { title: 'New claim' };
  const page = await loadClaimPage({ ...contract, claimId: target.claimId });
  return { title: (page.payee ?? page.served)!.claim.payclaim_name };
}

/** §2 /make-claim/{contractType}/{proId}/{contractId}/{claimId?} and …/{claimId}/review. */
export default async function MakeClaimPage({ params }: { params: Params }) {
  const { claimId, ...contract } = await params;
  const target = route(claimId);
  if (target.screen === 'new') return <NewClaimPage page={await loadClaimContractPage(contract)} />;
  if (target.screen === 'edit') return <EditClaimPage params={contract} claimId={target.claimId} />;
  return <ClaimReviewPage params={contract} claimId={target.claimId} variant="draft" />;
}
