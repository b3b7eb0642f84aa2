import 'server-only';
// The certificate editor's live inputs (documents/live-inputs.ts): the certified side of
// the certificate's own figures, valued for each less-previous option.
import type { LiveInputs } from '@/lib/domain/live-inputs';
import type { Actor } from '../session/resolve-actor';
import { claimContractOf } from '../documents/document-contract';
import { liveInputsOf } from '../documents/live-inputs';
import { computeCertFigures, loadCertFigureInputs } from './cert-figures';
import { loadPayerCert, type CertRef } from './load-cert';

export async function loadCertLiveInputs(actor: Actor, ref: CertRef): Promise<LiveInputs> {
  const { cert, claim, contract: placed } = await loadPayerCert(actor, ref);
  const contract = claimContractOf(placed);
  // One read of the lines and the previous documents, valued once per option (the reads do not
  // depend on the option).
  const inputs = await loadCertFigureInputs(contract, claim, cert);
  return liveInputsOf(
    contract,
    async (option) =>
      computeCertFigures({
        contract,
        claim,
        cert: { ...cert, hasRetention: true, lessPreviousOption: option },
        ...inputs,
      }).certified,
    true,
  );
}
