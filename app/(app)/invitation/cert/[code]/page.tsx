import type { Metadata } from 'next';
import { InvitationResponsePage } from '../../invitation-response-page';

export const metadata: Metadata = { title: 'Invitation to certify a contract' };

/** §2 /invitation/cert/{code}: an invited certifier (payer) accepts or declines. */
export default async function Page({ params }: { params: Promise<{ code: string }> }) {
  return <InvitationResponsePage code={(await params).code} type="cert" />;
}
