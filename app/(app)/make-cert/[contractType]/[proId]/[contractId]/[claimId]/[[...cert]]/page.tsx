import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CertReviewPage } from '../../../../../cert-review-page';
import { EditCertPage } from '../../../../../edit-cert-page';
import { StartCertPage } from '../../../../../start-cert-page';

type Params = Promise<{
  contractType: string;
  proId: string;
  contractId: string;
  claimId: string;
  cert?: string[];
}>;

/** The certificate segments: [] start, [certId] edit, [certId, 'review'] review; anything else is unknown. */
function route(segments: string[] = []): { screen: 'start' } | { screen: 'edit' | 'review'; certId: string } {
  if (segments.length === 0) return { screen: 'start' };
  if (segments.length === 1) return { screen: 'edit', certId: segments[0]! };
  if (segments.length === 2 && segments[1] === 'review') return { screen: 'review', certId: segments[0]! };
  notFound();
}

const TITLES = { start: 'Certify a claim', edit: 'Certificate', review: 'Review certificate' } as const;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return { title: TITLES[route((await params).cert).screen] };
}

/** §2 /make-cert/{contractType}/{proId}/{contractId}/{claimId}/{certId?} and …/{certId}/review. */
export default async function MakeCertPage({ params }: { params: Params }) {
  const { cert, claimId, ...contract } = await params;
  const target = route(cert);
  if (target.screen === 'start') return <StartCertPage params={contract} claimId={claimId} />;
  if (target.screen === 'edit')
    return <EditCertPage params={contract} claimId={claimId} certId={target.certId} />;
  return <CertReviewPage params={contract} claimId={claimId} certId={target.certId} variant="review" />;
}
