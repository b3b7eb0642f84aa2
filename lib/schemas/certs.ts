// Request schemas for payment certificates (payment schedules), payments and the payer's reports
// (spec §3 Certificate, Cert line item, Payment; §5; §7 "Certs" and "paycert"). Shared by the API
// handlers and the certificate editor's forms. Money is integer cents, percentages basis points,
// quantities ×100 — the editor converts typed text with lib/domain/numbers-input.ts first.
import { z } from 'zod';
import {
  DEFAULT_RECEIVED_PERIOD,
  DEFAULT_RECEIVED_PERIOD_TYPE,
  RECEIVED_PERIODS,
  RECEIVED_PERIOD_TYPES,
} from '@/lib/domain/received-period';
import {
  ZClaimLine,
  ZClaimParams,
  ZClaimsReceivedPage,
  ZIsoDate,
  ZRecipient,
  MAX_CLAIM_LINES,
} from './claims';
import { ZContractParams, ZUuid } from './common';
import { ZRejectForm } from './line-items';
import { MAX_MONEY_CENTS } from './typed-numbers';

const ZCents = z.number().int('Use whole cents').min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
const ZNotes = z.string().max(10_000, 'Use at most 10,000 characters').nullable();
const ZVersion = z.iso.datetime({ offset: true, message: 'Send the updated_at you last read' });
const ZCertRef = z.string().trim().max(60, 'Use at most 60 characters').nullable();

/** /api/cert/account/{acc}/contract_group/{g}/contract/{c}/claim/{cl}/cert/{cert} */
export const ZCertParams = ZClaimParams.extend({ cert: ZUuid });
export const ZCertFileParams = ZCertParams.extend({ fileId: ZUuid });
export const ZCertItemParams = ZCertParams.extend({ itemId: ZUuid });
/** …/cert/{cert}/workflow/{step}/approve: the step number (1-based) the approver was shown. */
export const ZCertStepParams = ZCertParams.extend({
  step: z.coerce.number().int('Not a step number').min(1, 'Not a step number').max(1_000),
});

/** POST …/cert — create the certificate for an issued claim. */
export const ZCreateCert = z.object({ certificate_ref: ZCertRef.optional() }).strict().optional();
export type TCreateCert = z.infer<typeof ZCreateCert>;

/**
 * POST …/cert/pending?isNew — handle the claim's pending certificate. isNew=true starts it as a new
 * draft; isNew=false (the default) keeps it pending and answers it (see handle-pending-cert.ts).
 */
export const ZPendingCertQuery = z
  .object({
    isNew: z
      .enum(['true', 'false'], 'isNew is true or false')
      .default('false')
      .transform((v) => v === 'true'),
  })
  .strict();

/** A reason for certifying an item differently from the claim (CCA s21(3)(b)). '' clears it. */
const ZReason = z
  .string()
  .trim()
  .max(2_000, 'Use at most 2,000 characters')
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

/** One certified line: by percent of the item, by quantity, or by value, with its reason. */
export const ZCertLine = z.discriminatedUnion(
  'cert_option',
  [
    z.strictObject({
      line_item_id: ZUuid,
      cert_option: z.literal('percent'),
      percent: z.number().int('Use at most 2 decimal places').min(0).max(10_000, 'Certify at most 100%'),
      reason: ZReason,
    }),
    z.strictObject({
      line_item_id: ZUuid,
      cert_option: z.literal('qty'),
      qty: z
        .number()
        .int('Use at most 2 decimal places')
        .min(-Number.MAX_SAFE_INTEGER)
        .max(Number.MAX_SAFE_INTEGER),
      reason: ZReason,
    }),
    z.strictObject({ line_item_id: ZUuid, cert_option: z.literal('value'), value: ZCents, reason: ZReason }),
  ],
  'Choose percent, qty or value',
);
export type TCertLine = z.output<typeof ZCertLine>;

/**
 * PUT …/cert/{cert} — save the draft certificate. Only what is sent changes; `updated_at` is the
 * version last read (a stale one is refused with 409).
 */
export const ZUpdateCert = z
  .object({
    updated_at: ZVersion,
    lines: z
      .array(ZCertLine)
      .max(MAX_CLAIM_LINES)
      .refine(
        (lines) => new Set(lines.map((l) => l.line_item_id)).size === lines.length,
        'Each line only once',
      )
      .optional(),
    certificate_ref: ZCertRef.optional(),
    internal_notes: ZNotes.optional(),
    external_notes: ZNotes.optional(),
    has_retention: z.boolean().optional(),
    // paid_to_date is a claim's option: refused for a certificate by update-cert.ts.
    less_previous_option: z.enum(['claimed', 'certified', 'custom', 'paid_to_date']).optional(),
    custom_previous: ZCents.nullable().optional(),
    labour_element: ZCents.min(0, 'Enter an amount that is not negative').optional(),
    attach_audit_trail: z.boolean().optional(),
    auto_notify: z.boolean().optional(),
  })
  .strict();
export type TUpdateCert = z.output<typeof ZUpdateCert>;

/** PATCH …/cert/{cert}/info — update_cert_info: what goes with the issued document, until issue. */
export const ZCertInfo = z
  .object({
    updated_at: ZVersion,
    attach_audit_trail: z.boolean().optional(),
    auto_notify: z.boolean().optional(),
  })
  .strict();
export type TCertInfo = z.output<typeof ZCertInfo>;

/** PATCH …/cert/{cert}/lineitem/{itemId} — the payer approves or rejects a variation (reason to reject). */
export const ZDecideVariation = z.strictObject({
  status: z.enum(['approved', 'rejected'], 'status must be approved or rejected'),
  reason: ZRejectForm.shape.reason.optional(),
});
export type TDecideVariation = z.output<typeof ZDecideVariation>;

/**
 * POST …/cert/{cert}/issue. The same fields as issuing a claim; the "at least one recipient" rule
 * is applied after the claimer's contacts are added (auto_notify), so it is checked by the service.
 */
export const ZIssueCert = z
  .object({
    to_contacts: z.array(ZRecipient).max(50, 'Send to at most 50 recipients').default([]),
    subject: z.string().trim().max(300, 'Use at most 300 characters').default(''),
    attachments: z.array(ZUuid).max(50).default([]),
    has_email_service: z.boolean(),
    is_bulk: z.boolean().default(false),
  })
  .strict();
export type TIssueCert = z.output<typeof ZIssueCert>;

/**
 * POST /api/cert/…/contract/{c}/claim — the certifier records a claim served by a payee that is not
 * on ClaimCert (it came on paper or by email), so that it can be certified here.
 */
const PAYER_CLAIM_PERIOD = {
  claim_from: ZIsoDate,
  claim_to: ZIsoDate,
  served_on: ZIsoDate,
  /** Left out or blank: 'Payment Claim {n} – {month}'. */
  name: z
    .string()
    .trim()
    .max(200, 'Use at most 200 characters')
    .optional()
    .transform((v) => v || undefined),
};
const inOrder = (v: { claim_from: string; claim_to: string }) => v.claim_from <= v.claim_to;
const IN_ORDER = { path: ['claim_to'], message: 'The period must end on or after its first day' };

/** The recorded claim's period, serving day and name: the form's own fields. */
export const ZPayerClaimPeriod = z.object(PAYER_CLAIM_PERIOD).strict().refine(inOrder, IN_ORDER);

export const ZPayerClaim = z
  .object({
    ...PAYER_CLAIM_PERIOD,
    lines: z
      .array(ZClaimLine)
      .min(1, 'Enter what was claimed')
      .max(MAX_CLAIM_LINES)
      .refine(
        (lines) => new Set(lines.map((l) => l.line_item_id)).size === lines.length,
        'Each line only once',
      ),
    labour_element: ZCents.min(0, 'Enter an amount that is not negative').optional(),
  })
  .strict()
  .refine(inOrder, IN_ORDER);
export type TPayerClaim = z.output<typeof ZPayerClaim>;

export const CERT_STATUS_FILTER = ['pending', 'draft', 'review', 'approved', 'issued'] as const;

/** GET /api/paycert/account/{acc}/certs */
export const ZCertListQuery = z.object({ status: z.enum(CERT_STATUS_FILTER).optional() }).strict();

/**
 * POST /api/paycert/dashboard/cert/list and /cert/summary (the multi-account dashboard): which of
 * the caller's accounts to include (left out: every one they belong to) and the per-account list's
 * own filter. An id of an account the caller does not belong to is refused (403), not skipped.
 */
export const ZDashboardCertQuery = z
  .object({
    account_ids: z
      .array(ZUuid)
      .min(1, 'Name at least one account, or leave account_ids out for all of yours')
      .max(100, 'Name at most 100 accounts')
      .refine((ids) => new Set(ids).size === ids.length, 'Name each account once')
      .optional(),
    status: z.enum(CERT_STATUS_FILTER).optional(),
  })
  .strict()
  .default({});
export type TDashboardCertQuery = z.output<typeof ZDashboardCertQuery>;

/**
 * GET /api/paycert/account/{acc}/claims_received; `type` and `period` choose the period whose
 * received claims are summed up (lib/domain/received-period.ts), by default the current month.
 */
export const ZReceivedQuery = z
  .object({
    bucket: z.enum(['current', 'completed', 'archived']).optional(),
    type: z.enum(RECEIVED_PERIOD_TYPES).default(DEFAULT_RECEIVED_PERIOD_TYPE),
    period: z.enum(RECEIVED_PERIODS).default(DEFAULT_RECEIVED_PERIOD),
    ...ZClaimsReceivedPage,
  })
  .strict();

/** GET /api/paycert/account/{acc}/retention_report: retention we hold (cert) or that is held from us. */
export const ZRetentionReportQuery = z.object({ side: z.enum(['cert', 'claim']).default('cert') }).strict();

/** /api/paycert/account/{acc}/contract_group/{g}/contract/{c}/cert/{cert} */
export const ZPaycertCertParams = ZContractParams.extend({ cert: ZUuid });
export const ZPaymentFileParams = ZPaycertCertParams.extend({ paymentId: ZUuid });

/** The `data` part of create_claim_payment (multipart: data JSON + optional remittance `file`). */
export const ZPaymentData = z
  .object({
    paid_amount: z
      .number('Enter the amount paid in cents')
      .int('Use whole cents')
      .min(1, 'Enter an amount above zero')
      .max(MAX_MONEY_CENTS, 'This amount is too large'),
    paid_on: ZIsoDate,
  })
  .strict();
export type TPaymentData = z.output<typeof ZPaymentData>;

/** POST …/cert/{cert}/raise-to-position: the editor's copy must be the current one (else 409). */
export const ZRaiseCertToPosition = z
  .object({ updated_at: z.iso.datetime({ offset: true, message: 'Send the updated_at you last read' }) })
  .strict();
export type TRaiseCertToPosition = z.infer<typeof ZRaiseCertToPosition>;
