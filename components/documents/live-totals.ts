// The claim's figures on screen while it is being edited: the read answer plus the typed entries,
// valued by the same library the server uses (lib/domain/line-items.ts buildSchedule inside
// claim-totals.ts computeClaimTotals), so the screen matches what a save will store. After a save
// the server's answer replaces these figures.
import { computeClaimTotals, type ClaimTotals, type LessPreviousOption } from '@/lib/domain/claim-totals';
import type { LineItem, ProgressEntry } from '@/lib/domain/line-items';
import { valuationDate } from '@/lib/domain/ledger';
import type { LiveInputs } from '@/lib/domain/live-inputs';
import type { Cents } from '@/lib/domain/money';
import { claimTotalsJson } from '@/lib/domain/claim-totals-json';
import type { ClaimItem, ClaimRead } from '../claims/claim-json';
import type { DocumentTotalsJson } from './document-json';

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

/** What valuing a schedule line needs of it: claim and certificate lines alike. */
export type ValuedLine = Pick<
  ClaimItem,
  | 'id'
  | 'parent_id'
  | 'kind'
  | 'value_type'
  | 'rate'
  | 'quantity'
  | 'contract_value'
  | 'is_provisional'
  | 'approval_status'
  | 'variation_type'
  | 'exclude_retention'
  | 'material_site'
>;

function domainItem(item: ValuedLine, toDate: ProgressEntry, previous: Cents): LineItem {
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
    // Neither feeds the totals (they decide which items are locked).
    approvedToDate: 0,
    certifiedToDate: 0,
  };
}

/** Custom deducts a typed figure but values each line against the previous claim, as the server does. */
const basisOf = (option: LessPreviousOption) => (option === 'certified' ? 'certified' : 'claimed');

/** The document's fields, besides its lines and settings, that its totals depend on. */
export interface LiveDocument {
  certifyPendingVariation: boolean;
  gstPercent: number;
  claimTo: string;
  cisStatus: ClaimRead['claim']['cis_status'];
  domesticReverseCharge: boolean;
}

/** Values a whole claim or certificate from its lines' entries: O(n) in the number of items. */
export function computeLiveTotals<T extends ValuedLine>(a: {
  items: readonly T[];
  entryOf: (item: T) => ProgressEntry;
  document: LiveDocument;
  settings: ClaimSettings;
  inputs: LiveInputs;
}): ClaimTotals {
  const { document: doc, settings, inputs } = a;
  const basis = inputs.previous[basisOf(settings.lessPreviousOption)];
  const items = a.items.map((item) => domainItem(item, a.entryOf(item), basis.items[item.id] ?? 0));
  return computeClaimTotals({
    items,
    certifyPendingVariation: doc.certifyPendingVariation,
    retention:
      settings.hasRetention && inputs.retention
        ? { settings: inputs.retention, asOf: valuationDate(doc.claimTo, inputs.positionDate) }
        : null,
    previous: basis.figures,
    lessPrevious:
      settings.lessPreviousOption === 'custom'
        ? { option: 'custom', amount: settings.customPrevious ?? 0 }
        : settings.lessPreviousOption === 'paid_to_date'
          ? { option: 'paid_to_date', amount: inputs.paidToDate }
          : { option: settings.lessPreviousOption },
    gstPercent: doc.gstPercent,
    cisStatus: doc.cisStatus === 'not_applicable' ? null : doc.cisStatus,
    labourElementThisClaim: settings.labourElement,
    domesticReverseCharge: doc.domesticReverseCharge,
  });
}

/** A claim's live totals: its read answer with the typed entries. */
export function claimLiveTotals(a: {
  read: Pick<ClaimRead, 'items' | 'contract' | 'claim'>;
  entries: ReadonlyMap<string, ProgressEntry>;
  settings: ClaimSettings;
  inputs: LiveInputs;
}): ClaimTotals {
  return computeLiveTotals({
    items: a.read.items,
    entryOf: (item) => a.entries.get(item.id) ?? savedEntry(item),
    document: {
      certifyPendingVariation: a.read.contract.certify_pending_variation,
      gstPercent: a.read.contract.gst,
      claimTo: a.read.claim.claim_to,
      cisStatus: a.read.claim.cis_status,
      domesticReverseCharge: a.read.claim.domestic_reverse_charge,
    },
    settings: a.settings,
    inputs: a.inputs,
  });
}

/** The live totals in the read answer's shape, so one panel shows either. */
export function totalsJsonOf(t: ClaimTotals): DocumentTotalsJson {
  return claimTotalsJson(t);
}
