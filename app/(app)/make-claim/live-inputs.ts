import 'server-only';
// The inputs the claim editor's live figures need that read_one_claim does not carry: the
// contract's retention rule in the library's terms, and the previous claim's and certificate's
// figures for each less-previous option. Taken from the server's own claim figures (the same
// loadClaimFigures that read, save and the PDF use), so the screen values exactly as a save will.
// Each "previous" figure is recovered as to date − this claim, which is how the library forms it.
import type { LiveInputs, PreviousBasis } from '@/components/claims/claim-calc';
import { subtract } from '@/lib/domain/money';
import type { Actor } from '@/lib/server/accounts/resolve-actor';
import { loadClaimContract, retentionSettings } from '@/lib/server/claims/claim-contract';
import { loadClaimFigures } from '@/lib/server/claims/claim-figures';
import { loadClaimerClaim, type ClaimRef } from '@/lib/server/claims/load-claim';

export async function loadLiveInputs(actor: Actor, ref: ClaimRef): Promise<LiveInputs> {
  const { claim } = await loadClaimerClaim(actor, ref);
  const contract = await loadClaimContract(ref.contractId);
  const basis = async (option: 'claimed' | 'certified'): Promise<PreviousBasis> => {
    // With retention on, the previous retention and releases come through even while this claim
    // has retention off, so turning it on in the editor shows the right figures at once.
    const { totals, rows } = await loadClaimFigures(contract, {
      ...claim,
      hasRetention: true,
      lessPreviousOption: option,
    });
    const r = totals.retention;
    return {
      figures: {
        gross: subtract(totals.grossToDate, totals.grossThisClaim),
        retained: subtract(r.retainedToDate, r.retainedThisClaim),
        pcdReleased: subtract(r.pcdReleaseToDate, r.pcdReleaseThisClaim),
        dlpReleased: subtract(r.dlpReleaseToDate, r.dlpReleaseThisClaim),
      },
      items: Object.fromEntries(
        rows.filter((row) => !row.hasChildren).map((row) => [row.item.id, row.values.previous]),
      ),
    };
  };
  const [claimed, certified] = await Promise.all([basis('claimed'), basis('certified')]);
  return { retention: retentionSettings(contract.retention, contract), previous: { claimed, certified } };
}
