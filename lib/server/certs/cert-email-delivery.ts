import 'server-only';
// The delivery state of an issued certificate's latest emails, for its page: those of its issue, or
// of the resend after it (document-sendings.ts).
import { emailDelivery } from '@/lib/email/delivery-state';
import { documentSendings, type SendingKinds } from '../documents/document-sendings';
import { certEmailKey, certResendKey } from './issue-cert-emails';

/** The certificate's sendings by email: its issue (issuing is final: one) and each resend. */
export const certSendingKinds = (cert: { id: string; contractId: string }): SendingKinds => ({
  where: { contractId: cert.contractId, certId: cert.id },
  issued: 'certificate.issued',
  resent: 'certificate.resent',
  issueKey: (_round, email) => certEmailKey(cert.id, email),
  resendKey: (resendId, email) => certResendKey(cert.id, resendId, email),
});

export async function certEmailDelivery(cert: { id: string; contractId: string }) {
  const latest = (await documentSendings(certSendingKinds(cert))).at(-1);
  return latest ? emailDelivery(latest.keys) : null;
}
