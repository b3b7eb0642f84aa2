import type { Metadata } from 'next';
import { InvitationResponsePage } from '../../invitation-response-page';

export const metadata: Metadata = { title: 'Invitation to claim on a contract' };

/** §2 /invitation/subcontractor/{code}: an invited subcontractor (payee) accepts or declines. */
export default async function Page({ params }: { params: Promise<{ code: string }> }) {
  return <InvitationResponsePage code={(await params).code} type="subcontractor" />;
}
