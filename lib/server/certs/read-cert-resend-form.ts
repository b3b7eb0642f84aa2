import 'server-only';
// GET …/cert/{cert}/email: what the "Resend by email" dialog starts from — the recipients (the
// claimer's contacts auto_notify added among them), subject, files and bulk choice of the
// certificate's issue (document-sendings.ts), and when it was sent. The payer's; an issued
// certificate only (409 otherwise).
import { AppError } from '@/lib/errors/app-error';
import type { Actor } from '../session/resolve-actor';
import { claimContractOf } from '../documents/document-contract';
import { readResendForm } from '../documents/document-sendings';
import { CERT_KIND } from '../documents/kinds';
import { certName, loadPayerCert, type CertRef } from './load-cert';
import { CERT_NOT_ISSUED } from './resend-cert-email';

export async function readCertResendForm(actor: Actor, ref: CertRef) {
  const { cert, claim, contract: placed } = await loadPayerCert(actor, ref);
  if (cert.status !== 'issued') throw new AppError('conflict', CERT_NOT_ISSUED);
  const contract = claimContractOf(placed);
  return readResendForm(CERT_KIND, cert, actor.accountId, {
    subject: `${certName(cert)} – ${claim.name} – ${contract.name}`,
    isBulk: contract.certBulkEmail,
  });
}
