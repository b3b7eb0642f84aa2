import 'server-only';
// The certificate's history for the payer, and the audit trail its PDF carries
// (claims/document-history.ts).
import type { Actor } from '../session/resolve-actor';
import { auditTrail, historyPage, type HistoryKind } from '../documents/document-history';
import { CERT_KIND } from '../documents/kinds';
import { loadPayerCert, type CertRef } from './load-cert';

const CERT: HistoryKind = {
  document: CERT_KIND,
  labels: {
    'uk_notice.pay_less_notice': 'Pay less notice given',
    'certificate.pending': 'Claim served: certificate waiting to be started',
    'certificate.created': 'Certificate created',
    'certificate.updated': 'Certificate saved',
    'certificate.info_updated': 'Certificate settings changed',
    'certificate.retitled': 'Retitled with the account’s new name for its certificates',
    'certificate.issued_late': 'Issued after the payment schedule deadline',
    'certificate.item_added': 'Item added to the schedule and certified',
    'certificate.item_deleted': 'Added item deleted',
    'payment.recorded': 'Payment recorded',
  },
};

/** The payer's own account's rows; never the payee's. */
export function certAuditTrail(certId: string, accountId: string) {
  return auditTrail(CERT, certId, accountId);
}

export async function readCertHistory(actor: Actor, ref: CertRef, q: { page: number; limit: number }) {
  const { cert } = await loadPayerCert(actor, ref);
  return historyPage(CERT, cert.id, actor.accountId, q);
}
