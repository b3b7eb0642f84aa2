import 'server-only';
// The certificate PDF for either party: the payer at any status (a draft prints as not yet
// issued), the claimer only once issued — the same document its issue email carries.
import type { Actor } from '../session/resolve-actor';
import { loadContract } from '../contracts/load-contract';
import { renderCertDocument } from './cert-document';
import { loadIssuedCert, loadPayerCert, type CertRef } from './load-cert';

export async function downloadCertPdf(actor: Actor, ref: CertRef) {
  const { side } = await loadContract(actor, ref.contractId, { projectId: ref.projectId });
  const { cert } = side === 'cert' ? await loadPayerCert(actor, ref) : await loadIssuedCert(actor, ref);
  return renderCertDocument(cert.contractId, cert.id);
}
