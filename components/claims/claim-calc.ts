// The claim's figures on screen while it is being edited: the read answer plus the typed entries,
// valued by the same library the server uses (lib/domain/line-items.ts buildSchedule inside
// claim-totals.ts computeClaimTotals), so the screen matches what a save will store. After a save
// the server's answer replaces these figures.
import {
  computeClaimTotals,
  type ClaimTotals,
  type LessPreviousOption,
  type PreviousFigures,
} from '@/lib/domain/claim-totals';
import type { LineItem, ProgressEntry } from '@/lib/domain/line-items';
import type { Cents } from '@/lib/domain/money';
import type { RetentionSettings } from '@/lib/domain/retention';
import { claimTotalsJson } from '@/lib/domain/claim-totals-json';
import type { ClaimItem, ClaimRead, ClaimTotalsJson } from './claim-json';

/** The previous claim's (or certificate's) figures a less-previous option deducts. */
export interface PreviousBasis {
  figures: PreviousFigures;
  /** Each line item's to-date value in that document. */
  items: Record<string, Cents>;
}

/** What live figures need beyond the read answer (see app/(app)/make-claim/live-inputs.ts). */
export interface LiveInputs {
  retention: RetentionSettings | null;
  previous: Record<'claimed' | 'certified', PreviousBasis>;
}

/** The claim's own fields that change its figures. */
export interface ClaimSettings {
  hasRetention: boolean;
  lessPreviousOption: LessPreviousOption;
  customPrevious: Cents | null;
  labourElement: Cents;
}

export function settingsOf(claim: ClaimRead['claim']): ClaimSettings {
  return {
    hasRetention: claim.has_retention,
    lessPreviousOption: claim.less_previous_option,
    customPrevious: claim.custom_previous,
    labourElement: claim.labour_element,
  };
}

/** The to-date entry an item was saved with, read back from the answer. */
export function savedEntry(item: ClaimItem): ProgressEntry {
  switch (item.claim_option) {
    case 'qty':
      return { by: 'qty', qty: item.claimed_qty ?? 0 };
    case 'value':
      return { by: 'value', value: item.to_date };
    default:
      return { by: 'percent', percent: item.claimed_percent ?? 0 };
  }
}

function domainItem(item: ClaimItem, toDate: ProgressEntry, previous: Cents): LineItem {
  return {
    id: item.id,
    parentId: item.parent_id,
    kind: item.kind,
    valueType: item.value_type,
    rate: item.rate ?? 0,
    quantity: item.quantity ?? 0,
    // A leaf's contract value is its typed lump sum (rate items are valued from rate × qty).
    lumpTotal: item.contract_value,
    isProvisional: item.is_provisional,
    approval: item.approval_status,
    variationType: item.variation_type ?? undefined,
    excludeRetention: item.exclude_retention,
    onSite: item.material_site !== 'off_site',
    toDate,
    previous,
    approvedToDate: 0,
    certifiedToDate: item.certified_to_date,
  };
}

/** Custom deducts a typed figure but values each line against the previous claim, as the server does. */
const basisOf = (option: LessPreviousOption) => (option === 'certified' ? 'certified' : 'claimed');

/** Values the whole claim: O(n) in the number of items. */
export function computeLiveTotals(a: {
  read: Pick<ClaimRead, 'items' | 'contract' | 'claim'>;
  entries: ReadonlyMap<string, ProgressEntry>;
  settings: ClaimSettings;
  inputs: LiveInputs;
}): ClaimTotals {
  const { read, settings, inputs } = a;
  const basis = inputs.previous[basisOf(settings.lessPreviousOption)];
  const items = read.items.map((item) =>
    domainItem(item, a.entries.get(item.id) ?? savedEntry(item), basis.items[item.id] ?? 0),
  );
  return computeClaimTotals({
    items,
    certifyPendingVariation: read.contract.certify_pending_variation,
    retention:
      settings.hasRetention && inputs.retention
        ? { settings: inputs.retention, asOf: read.claim.claim_to }
        : null,
    previous: basis.figures,
    lessPrevious:
      settings.lessPreviousOption === 'custom'
        ? { option: 'custom', amount: settings.customPrevious ?? 0 }
        : { option: settings.lessPreviousOption },
    gstPercent: read.contract.gst,
    cisStatus: read.claim.cis_status === 'not_applicable' ? null : read.claim.cis_status,
    labourElementThisClaim: settings.labourElement,
    domesticReverseCharge: read.claim.domestic_reverse_charge,
  });
}

/** The live totals in the read answer's shape, so one panel shows either. */
export function totalsJsonOf(t: ClaimTotals): ClaimTotalsJson {
  return claimTotalsJson(t);
}
