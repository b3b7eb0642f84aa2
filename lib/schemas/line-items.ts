// Requests of the schedule-of-values API (…/contract/{c}/lineitem) and the editor's row form.
// Number fields take either the stored integer (cents, or ×100 for quantity and rate) — what API
// clients send — or the text a user typed ("1,234.56"), read by the §5 parsers of
// lib/domain/numbers-input.ts, so the browser and the server refuse the same input with the same
// message. An empty field is null.
import { z } from 'zod';
import type { DecisionView } from '@/lib/domain/contract-decisions';
import { LINE_ITEM_ERRORS, LINE_ITEM_LIMITS, MAX_HUNDREDTHS } from '@/lib/domain/line-item-fields';
import {
  parseMoney,
  parseQuantity,
  parseRate,
  type ParseOptions,
  type ParseResult,
} from '@/lib/domain/numbers-input';
import { ZContractParams, ZUuid } from './common';

export const LINE_ITEM_KINDS = ['base', 'variation', 'material'] as const;
export const ZLineItemKind = z.enum(LINE_ITEM_KINDS, 'Choose base, variation or material');

/** …/lineitem/{itemId} */
export const ZLineItemParams = ZContractParams.extend({ itemId: ZUuid });
export const ZKindQuery = z.object({ kind: ZLineItemKind });

function typedNumber(parse: (text: string, options: ParseOptions) => ParseResult<number>, negative: boolean) {
  return z
    .union([z.string().max(40, 'This number is too long'), z.number(), z.null()])
    .optional()
    .transform((value, ctx): number | null | undefined => {
      if (value === undefined || value === null) return value;
      if (typeof value === 'number') {
        const min = negative ? -MAX_HUNDREDTHS : 0;
        if (Number.isSafeInteger(value) && value >= min && value <= MAX_HUNDREDTHS) return value;
        ctx.addIssue({ code: 'custom', message: LINE_ITEM_ERRORS.tooLarge });
        return z.NEVER;
      }
      if (value.trim() === '') return null;
      const parsed = parse(value, { max: MAX_HUNDREDTHS });
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    });
}

const tooLong = (max: number) => `Use at most ${max} characters`;
/** Optional text: trimmed, empty → null. */
const optionalText = (max: number) =>
  z
    .union([z.string().max(max * 4, tooLong(max)), z.null()])
    .optional()
    .transform((value) => (value == null ? value : value.trim() || null))
    .refine((value) => value == null || value.length <= max, tooLong(max));

const fields = {
  label: optionalText(LINE_ITEM_LIMITS.ref),
  description: z
    .string('Enter a description')
    .trim()
    .min(1, 'Enter a description')
    .max(LINE_ITEM_LIMITS.description, tooLong(LINE_ITEM_LIMITS.description)),
  detailed_description: optionalText(LINE_ITEM_LIMITS.detailedDescription),
  value_type: z.enum(['lump', 'rate']).optional(),
  /** Quantity ×100; negatives allowed (§5). */
  quantity: typedNumber(parseQuantity, true),
  unit: optionalText(LINE_ITEM_LIMITS.unit),
  /** Rate in cents per unit; negatives allowed (§5). */
  rate: typedNumber(parseRate, true),
  /** Typed total of a lump sum, in cents. */
  total: typedNumber(parseMoney, false),
  exclude_retention: z.boolean().optional(),
  material_site: z.enum(['on_site', 'off_site']).optional(),
  variation_reference: optionalText(LINE_ITEM_LIMITS.variationReference),
  variation_type: z.enum(['basic', 'multi']).optional(),
};

/** A rate without a quantity is the one mistake a single field cannot show by itself. */
function rateNeedsQuantity(value: { rate?: number | null; quantity?: number | null }, ctx: z.RefinementCtx) {
  if (value.rate != null && value.quantity == null && value.quantity !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['quantity'], message: LINE_ITEM_ERRORS.rateNeedsQty });
  }
}

const ZCreateShape = z.strictObject({
  kind: ZLineItemKind,
  parent_id: ZUuid.nullable().optional(),
  is_provisional: z.boolean().optional(),
  ...fields,
});

/** POST …/lineitem: a new item (with parent_id, a child), or with `id` an update of that item. */
export const ZLineItemUpsert = ZCreateShape.extend({ id: ZUuid.optional() }).superRefine(rateNeedsQuantity);
export type TLineItemUpsert = z.output<typeof ZLineItemUpsert>;

/** PATCH …/lineitem/{itemId}: the fields to change. Kind, parent and the provisional flag stay. */
export const ZLineItemPatch = z
  .strictObject(fields)
  .partial()
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), 'Send at least one field to change')
  .superRefine(rateNeedsQuantity);
export type TLineItemPatch = z.output<typeof ZLineItemPatch>;

/** The editor's row form: the typed text of one row, validated by the same field rules. */
export const ZLineItemRow = z
  .strictObject({
    label: fields.label,
    description: fields.description,
    quantity: fields.quantity,
    unit: fields.unit,
    rate: fields.rate,
    total: fields.total,
    is_provisional: z.boolean().optional(),
    material_site: fields.material_site,
    variation_type: fields.variation_type,
  })
  .superRefine(rateNeedsQuantity);
export type TLineItemRowInput = z.input<typeof ZLineItemRow>;
export type TLineItemRow = z.output<typeof ZLineItemRow>;

/** The details dialog: the fields that do not fit in a table row. */
export const ZLineItemDetails = z.strictObject({
  detailed_description: fields.detailed_description,
  exclude_retention: z.boolean(),
  variation_reference: fields.variation_reference,
  variation_type: fields.variation_type,
});
export type TLineItemDetailsInput = z.input<typeof ZLineItemDetails>;

/** PATCH …/lineitem/order: the new order of one parent's children (all of them, once each). */
export const ZLineItemOrder = z.strictObject({
  kind: ZLineItemKind,
  parent_id: ZUuid.nullable(),
  ids: z
    .array(ZUuid)
    .min(1, 'Send the items in their new order')
    .max(10_000)
    .refine((ids) => new Set(ids).size === ids.length, 'Each item may appear once'),
});
export type TLineItemOrder = z.output<typeof ZLineItemOrder>;

/** POST …/lineitem/{itemId}/approve?status=approved|rejected (variations; a reason to reject). */
export const ZApproveQuery = z.object({
  status: z.enum(['approved', 'rejected'], 'status must be approved or rejected'),
});
export const ZApproveBody = z
  .strictObject({
    reason: z
      .string()
      .trim()
      .max(LINE_ITEM_LIMITS.rejectReason, tooLong(LINE_ITEM_LIMITS.rejectReason))
      .optional(),
  })
  .optional()
  .transform((body) => body ?? {});

export const REJECT_REASON_REQUIRED = 'Enter the reason for rejecting this variation';

/** The reject dialog: a reason is required (it is shown to the claimer). */
export const ZRejectForm = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(1, REJECT_REASON_REQUIRED)
    .max(LINE_ITEM_LIMITS.rejectReason, tooLong(LINE_ITEM_LIMITS.rejectReason)),
});
export type TRejectForm = z.output<typeof ZRejectForm>;

/** GET …/lineitem/history?page&limit (spec: contract history page size 20). */
export const ZHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** POST …/lineitem/import?kind&preview=true */
export const ZImportQuery = z.object({
  kind: ZLineItemKind,
  preview: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

// ── Responses of GET …/lineitem (shared with the editor) ──

/** Which controls are open for an item (§4), for the editor to disable the rest. */
export interface ItemLocks {
  edit: boolean;
  add_child: boolean;
  delete: boolean;
  approve: boolean;
  reject: boolean;
  convert: boolean;
}

/** One schedule item as the API answers it (spec §3 "Line item" field names). */
export interface LineItemView {
  id: string;
  parent_id: string | null;
  depth: number;
  position: number;
  kind: 'base' | 'variation' | 'material';
  label: string | null;
  description: string;
  detailed_description: string | null;
  value_type: 'lump' | 'rate';
  /** ×100 */
  quantity: number | null;
  unit: string | null;
  /** cents per unit */
  rate: number | null;
  /** cents: rate × quantity, the typed sum, or for a parent the sum of its children (lib/domain) */
  total: number;
  is_provisional: boolean;
  exclude_retention: boolean;
  material_site: 'on_site' | 'off_site' | null;
  /** Variations: pending, approved or rejected (a parent's derived from its lines); null otherwise. */
  current_status: 'pending' | 'approved' | 'rejected' | null;
  reject_reason: string | null;
  variation_reference: string | null;
  variation_type: 'basic' | 'multi' | null;
  submit_date: string | null;
  approved_date: string | null;
  created_at: string;
  certified_to_date: number;
  locks: ItemLocks;
  children: LineItemView[];
}

export interface ScheduleTotals {
  /** Every item that counts or is still under consideration (rejected variations never). */
  total: number;
  /** Variations: the approved part, and the part still pending. */
  approved?: number;
  pending?: number;
  /** Materials: on site and off site. */
  on_site?: number;
  off_site?: number;
}

export interface ScheduleList {
  kind: (typeof LINE_ITEM_KINDS)[number];
  items: LineItemView[];
  totals: ScheduleTotals;
  /** Whether the caller may change this schedule (contract edit); the server checks again on each write. */
  can_edit: boolean;
  /**
   * Why the caller's party may not change this schedule although it may edit the contract: the base
   * schedule of a shared contract is one party's (lib/domain/contract-decisions). Null otherwise.
   */
  locked_reason: string | null;
  /** Variations: who approves and rejects them, and whether the caller does or records it for them. */
  variation_decision: DecisionView | null;
  certify_pending_variation: boolean;
}

/**
 * The `data` part of POST …/cert/{cert}/item (spec §7 cert "item POST multipart"): a variation the
 * payer adds to the schedule while certifying — a deduction or contra charge by a negative quantity
 * or rate — with the reason it is certified (the claim has nothing on it, §5), and whether its
 * files are shared with the payee. lib/server/certs/add-cert-item.ts.
 */
export const ZCertItemData = z
  .strictObject({
    label: fields.label,
    description: fields.description,
    detailed_description: fields.detailed_description,
    value_type: fields.value_type,
    quantity: fields.quantity,
    unit: fields.unit,
    rate: fields.rate,
    total: fields.total,
    exclude_retention: fields.exclude_retention,
    variation_reference: fields.variation_reference,
    reason: z
      .string('Say why this item is certified')
      .trim()
      .min(1, 'Say why this item is certified')
      .max(2_000, 'Use at most 2,000 characters'),
    files_shared: z.boolean().default(false),
  })
  .superRefine(rateNeedsQuantity);
export type TCertItemData = z.output<typeof ZCertItemData>;
