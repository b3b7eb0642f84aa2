import 'server-only';
// The delivery state of a claim's latest emails, for its page: those of its latest issue, or of the
// resend after it (document-sendings.ts).
import { emailDelivery } from '@/lib/email/delivery-state';
import { documentSendings, type SendingKinds } from '../documents/document-sendings';
import { claimEmailKey, claimResendKey } from './issue-claim-emails';

/** The claim's sendings by email: each issue round and each resend. */
export const claimSendingKinds = (claim: { id: string; contractId: string }): SendingKinds => ({
  where: { contractId: claim.contractId, claimId: claim.id },
  issued: 'claim.issued',
  resent: 'claim.resent',
  issueKey: (round, email) => claimEmailKey(claim.id, round, email),
  resendKey: (resendId, email) => claimResendKey(claim.id, resendId, email),
});

export async function claimEmailDelivery(claim: { id: string; contractId: string }) {
  const latest = (await documentSendings(claimSendingKinds(claim))).at(-1);
  return latest ? emailDelivery(latest.keys) : null;
}
