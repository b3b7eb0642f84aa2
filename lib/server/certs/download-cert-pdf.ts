import 'server-only';
// The certificate PDF for either party: the payer at any status (a draft prints as not yet
// issued), the claimer only once issued — the same document its issue email carries.
import type { Actor } from '../session/resolve-actor';
import { claimContractOf } from '../documents/document-contract';
import { renderCertDocument } from './cert-document';
import { beginCertReads } from './cert-figures';
import { loadCertOfEitherSide, type CertRef } from './load-cert';

export async function downloadCertPdf(actor: Actor, ref: CertRef) {
  const begun = beginCertReads(actor, ref);
  const { cert, claim, contract } = await loadCertOfEitherSide(actor, ref);
  return renderCertDocument({ cert, claim, contract: claimContractOf(contract), begun });
}
