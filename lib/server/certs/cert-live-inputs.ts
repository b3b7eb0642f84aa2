import 'server-only';
// The certificate editor's live inputs (documents/live-inputs.ts): the certified side of
// the certificate's own figures, valued for each less-previous option.
import type { LiveInputs } from '@/lib/domain/live-inputs';
import type { Actor } from '../session/resolve-actor';
import { claimContractOf } from '../documents/document-contract';
import { liveInputsOf } from '../documents/live-inputs';
import { loadCertFigures } from './cert-figures';
import { loadPayerCert, type CertRef } from './load-cert';

export async function loadCertLiveInputs(actor: Actor, ref: CertRef): Promise<LiveInputs> {
  const { cert, claim, contract: placed } = await loadPayerCert(actor, ref);
  const contract = claimContractOf(placed);
  return liveInputsOf(
    contract,
    async (option) =>
      (await loadCertFigures(contract, claim, { ...cert, hasRetention: true, lessPreviousOption: option }))
        .certified,
    true,
  );
}
