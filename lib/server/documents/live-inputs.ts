import 'server-only';
// The inputs an editor's live figures need that the read answer does not carry, the same for a
// claim and a certificate: the contract's retention rule in the library's terms, and the previous
// claim's and certificate's figures for each less-previous option. Taken from the server's own
// figures (the same loadClaimFigures / loadCertFigures that read, save and the PDF use), so the
// screen values exactly as a save will. Each "previous" figure is recovered as to date − this
// claim, which is how the library forms it.
import type { LiveInputs, PreviousBasis } from '@/lib/domain/live-inputs';
import { subtract } from '@/lib/domain/money';
import { isoDate } from '@/lib/domain/date-columns';
import type { ClaimFigures } from '../claims/claim-figures';
import { retentionSettings, type ClaimContract } from './document-contract';

type LessPrevious = 'claimed' | 'certified';

/**
 * `figuresFor(option)`: the document valued with retention on and that less-previous option — with
 * retention on, the previous retention and releases come through even while the document has it
 * off, so turning it on in the editor shows the right figures at once.
 */
export async function liveInputsOf(
  contract: ClaimContract,
  figuresFor: (option: LessPrevious) => Promise<ClaimFigures>,
  /** A certificate: valued no earlier than the certified position it follows (its previousCert). */
  followsPosition = false,
): Promise<LiveInputs> {
  let positionDate: string | null = null;
  let paidToDate = 0;
  const basis = async (option: LessPrevious): Promise<PreviousBasis> => {
    const { totals, rows, previousCert, ...figures } = await figuresFor(option);
    if (followsPosition && previousCert) positionDate = isoDate(previousCert.valuedTo);
    // A claim's figures carry what "less paid to date" deducts (the same under either option).
    if (!followsPosition) paidToDate = figures.paidToDate;
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
  return {
    retention: retentionSettings(contract.retention, contract),
    previous: { claimed, certified },
    positionDate,
    paidToDate,
  };
}
