import 'server-only';
// The claim editor's live inputs (documents/live-inputs.ts): the claim's own figures, valued for
// each less-previous option.
import type { LiveInputs } from '@/lib/domain/live-inputs';
import type { Actor } from '../session/resolve-actor';
import { claimContractOf } from '../documents/document-contract';
import { liveInputsOf } from '../documents/live-inputs';
import { computeClaimFigures, loadClaimFigureInputs } from './claim-figures';
import { loadClaimerClaim, type ClaimRef } from './load-claim';

/** The claim editor's live inputs. */
export async function loadLiveInputs(actor: Actor, ref: ClaimRef): Promise<LiveInputs> {
  const { claim, contract: placed } = await loadClaimerClaim(actor, ref);
  const contract = claimContractOf(placed);
  // One read of the schedule and the previous documents, valued once per option: the reads do not
  // depend on the option (on a 2,000-line schedule each read cost as much as the page's own).
  const inputs = await loadClaimFigureInputs(contract, claim);
  return liveInputsOf(contract, async (option) =>
    computeClaimFigures({
      contract,
      claim: { ...claim, hasRetention: true, lessPreviousOption: option },
      ...inputs,
    }),
  );
}
