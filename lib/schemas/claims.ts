// Request schemas for claims (spec §3 Claim, §5 validation, §7 "Claims"), shared by the API
// handlers and the claim editor's forms. Money is integer cents, percentages basis points,
// quantities ×100 — the editor converts typed text with lib/domain/numbers-input.ts first.
import { z } from 'zod';
import { ZEmail } from './auth';
import { ZContractParams, ZPageQuery, ZTimeCursorKey, ZUuid } from './common';
import { ZMoneyField } from './typed-numbers';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written yyyy-MM-dd (spec §5). */
export const ZIsoDate = z
  .string()
  .regex(ISO_DATE, 'Enter a date as yyyy-MM-dd')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'Enter a real date')
  .refine((value) => value >= '1970-01-01' && value <= '2099-12-31', 'Enter a date between 1970 and 2099');

/** Whole cents (BIGINT), inside the range a float holds exactly. */
const ZCents = z.number().int('Use whole cents').min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
const ZNotes = z.string().max(10_000, 'Use at most 10,000 characters').nullable();

/** /api/claim/account/{acc}/contract_group/{g}/contract/{c}/claim/{cl} */
export const ZClaimParams = ZContractParams.extend({ cl: ZUuid });
export const ZClaimFileParams = ZClaimParams.extend({ fileId: ZUuid });

/** POST …/claim — create_one_claim. `name` defaults to 'Payment Claim {n} – {Month yyyy}'. */
export const ZCreateClaim = z
  .object({
    claim_from: ZIsoDate,
    claim_to: ZIsoDate,
    name: z.string().trim().min(1, 'Enter a name').max(200, 'Use at most 200 characters').optional(),
  })
  .strict()
  .refine((v) => v.claim_from <= v.claim_to, {
    path: ['claim_to'],
    message: 'The period must end on or after its first day',
  });
export type TCreateClaim = z.infer<typeof ZCreateClaim>;

/** GET …/claim/period — read_contract_claim_period: what a new claim for this period would be. */
export const ZClaimPeriodQuery = z.object({ claim_to: ZIsoDate }).strict();

/** One line of update_one_claim: how progress to date is entered (spec §3 claim_option). */
export const ZClaimLine = z.discriminatedUnion(
  'claim_option',
  [
    z.object({
      line_item_id: ZUuid,
      claim_option: z.literal('percent'),
      percent: z.number().int('Use at most 2 decimal places').min(0).max(10_000, 'Claim at most 100%'),
    }),
    z.object({
      line_item_id: ZUuid,
      claim_option: z.literal('qty'),
      qty: z
        .number()
        .int('Use at most 2 decimal places')
        .min(-Number.MAX_SAFE_INTEGER)
        .max(Number.MAX_SAFE_INTEGER),
    }),
    z.object({ line_item_id: ZUuid, claim_option: z.literal('value'), value: ZCents }),
  ],
  'Choose percent, qty or value',
);
export type TClaimLine = z.infer<typeof ZClaimLine>;

/** A schedule of 20,000 lines is far beyond any contract seen; it bounds the work one request asks for. */
export const MAX_CLAIM_LINES = 20_000;

/**
 * PUT …/claim/{cl} — update_one_claim. Only what is sent changes. `updated_at` is the claim's
 * version as last read: a stale one is refused with 409 so two editors cannot overwrite each other.
 */
export const ZUpdateClaim = z
  .object({
    updated_at: z.iso.datetime({ offset: true, message: 'Send the updated_at you last read' }),
    lines: z
      .array(ZClaimLine)
      .max(MAX_CLAIM_LINES)
      .refine(
        (lines) => new Set(lines.map((l) => l.line_item_id)).size === lines.length,
        'Each line only once',
      )
      .optional(),
    internal_notes: ZNotes.optional(),
    external_notes: ZNotes.optional(),
    has_retention: z.boolean().optional(),
    // paid_to_date only under the contract's claim_less_paid_to_date (checked by update-claim.ts).
    less_previous_option: z.enum(['claimed', 'certified', 'custom', 'paid_to_date']).optional(),
    custom_previous: ZCents.nullable().optional(),
    labour_element: ZCents.min(0, 'Enter an amount that is not negative').optional(),
    attach_audit_trail: z.boolean().optional(),
  })
  .strict();
export type TUpdateClaim = z.infer<typeof ZUpdateClaim>;

/** PATCH …/claim/{cl}/info — update_claim_info: the period and due dates, or the audit-trail flag. */
export const ZUpdateClaimInfo = z
  .object({
    updated_at: z.iso.datetime({ offset: true, message: 'Send the updated_at you last read' }),
    from_date: ZIsoDate.optional(),
    to_date: ZIsoDate.optional(),
    claim_due_date: ZIsoDate.optional(),
    cert_due_date: ZIsoDate.optional(),
    payment_due_date: ZIsoDate.optional(),
    attach_audit_trail: z.boolean().optional(),
  })
  .strict();
export type TUpdateClaimInfo = z.infer<typeof ZUpdateClaimInfo>;

const ZComment = z.string().trim().max(2_000, 'Use at most 2,000 characters');

/** approve_claim_step: the UI asks for a comment before a non-final step (§4); the API records any. */
export const ZApproveStep = z.object({ comment: ZComment.optional() }).strict();
/** revert_claim_workflow, revert_claim_to_draft, revert_claim_to_review: a comment is required (§4). */
export const ZRevert = z.object({ comment: ZComment.min(1, 'Enter a comment') }).strict();

/** One recipient as typed; the name defaults to the email (§5). */
export const ZRecipient = z.object({
  contact_name: z.string().trim().max(160, 'Use at most 160 characters').optional().nullable(),
  contact_email: ZEmail,
});

export const AT_LEAST_ONE_RECIPIENT = 'Please input at least one email address!';

/**
 * POST …/claim/{cl}/issue — issue_one_claim (§5: at least one recipient when the email service is
 * on; a missing name becomes the email; a repeated email replaces the earlier entry).
 */
export const ZIssueClaim = z
  .object({
    to_contacts: z.array(ZRecipient).max(50, 'Send to at most 50 recipients').default([]),
    subject: z.string().trim().max(300, 'Use at most 300 characters').default(''),
    attachments: z.array(ZUuid).max(50).default([]),
    has_email_service: z.boolean(),
    is_bulk: z.boolean().default(false),
  })
  .strict()
  .refine((v) => !v.has_email_service || v.to_contacts.length > 0, {
    path: ['to_contacts'],
    message: AT_LEAST_ONE_RECIPIENT,
  })
  .transform((v) => ({
    ...v,
    to_contacts: uniqueRecipients(v.to_contacts),
    attachments: [...new Set(v.attachments)],
  }));
export type TIssueClaim = z.input<typeof ZIssueClaim>;

/**
 * POST …/claim/{cl}/email (send_payclaim_email) and …/cert/{cert}/email — email an issued claim or
 * certificate again, to the same or new recipients (§5's recipient rules, as at issue). resend_id
 * names one resend: the same id sent twice (a retried request) sends nothing more.
 */
export const ZResendEmail = z
  .object({
    to_contacts: z.array(ZRecipient).min(1, AT_LEAST_ONE_RECIPIENT).max(50, 'Send to at most 50 recipients'),
    subject: z.string().trim().max(300, 'Use at most 300 characters').default(''),
    attachments: z.array(ZUuid).max(50).default([]),
    is_bulk: z.boolean().default(false),
    resend_id: ZUuid.optional(),
  })
  .strict()
  .transform((v) => ({
    ...v,
    to_contacts: uniqueRecipients(v.to_contacts),
    attachments: [...new Set(v.attachments)],
  }));
export type TResendEmail = z.input<typeof ZResendEmail>;

export interface Recipient {
  contact_name: string;
  contact_email: string;
}

function uniqueRecipients(list: z.infer<typeof ZRecipient>[]): Recipient[] {
  const byEmail = new Map<string, Recipient>();
  for (const r of list) {
    byEmail.delete(r.contact_email); // the later entry replaces the earlier, in its own position
    byEmail.set(r.contact_email, {
      contact_email: r.contact_email,
      contact_name: r.contact_name || r.contact_email,
    });
  }
  return [...byEmail.values()];
}

/** PATCH …/claim/{cl}/attachments/{fileId} — update_claim_shared_attachment. */
export const ZSharedAttachment = z.object({ is_shared: z.boolean() }).strict();

/** GET …/claim/{cl}/history */
export const ZHistoryQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

/** A contract's claims list shows this many at a time unless asked for fewer or more (issue 33). */
export const CONTRACT_CLAIMS_PAGE_SIZE = 50;

/** GET …/contract/{c}/claim?cursor&limit: a page of the contract's claims, newest first (by number). */
export const ZContractClaimsQuery = z
  .object(ZPageQuery(z.tuple([z.number().int().min(1)]), CONTRACT_CLAIMS_PAGE_SIZE))
  .strict();

/** Claims received lists this many claims at a time unless asked for fewer or more (issue 33). */
export const CLAIMS_RECEIVED_PAGE_SIZE = 50;

/** ?cursor&limit of a claims-received list: a page of it, newest served first. */
export const ZClaimsReceivedPage = ZPageQuery(ZTimeCursorKey, CLAIMS_RECEIVED_PAGE_SIZE);

/** GET /api/payclaim/account/{acc}/claims_received */
export const ZClaimsReceivedQuery = z
  .object({ bucket: z.enum(['current', 'completed', 'archived']).optional(), ...ZClaimsReceivedPage })
  .strict();

/** /file/{fileToken}: 32 random bytes, base64url. */
export const ZFileToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid.');

const ZShortText = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`);
/** An ABN as typed: 11 digits, spaces allowed; empty when not given. */
const ZAbn = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{11}$/.test(v.replace(/\s+/g, '')), 'Enter the 11 digits of the ABN')
  .transform((v) => v.replace(/\s+/g, ''));
/** Cents, or dollars as typed in the form ("12,500.00"); blank is nothing. */
const ZStatementMoney = ZMoneyField.transform((v) => v ?? 0);

/** One subcontractor on the NSW supporting statement (SOP Act 1999 (NSW) s13(7)). */
export const ZSupportingSubcontractor = z
  .object({
    name: ZShortText(200).min(1, 'Enter the subcontractor’s name'),
    abn: ZAbn.default(''),
    contract_ref: ZShortText(100).default(''),
    amount_paid: ZStatementMoney,
    // A date input left blank sends ''.
    date_paid: z.union([z.literal('').transform(() => null), ZIsoDate.nullable()]).default(null),
    amount_owing: ZStatementMoney,
    reason: ZShortText(1_000).default(''),
  })
  .strict()
  .superRefine((row, ctx) => {
    if (row.amount_paid > 0 && !row.date_paid)
      ctx.addIssue({ code: 'custom', path: ['date_paid'], message: 'Enter the date it was paid' });
    if (row.amount_owing > 0 && row.reason === '')
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: 'Give the reason the amount owing is unpaid',
      });
  });

/**
 * PUT …/claim/{cl}/supporting_statement: the whole statement, replacing any earlier one. The
 * declarant confirms the declaration; the subcontractors are listed in order (up to 200).
 */
export const ZSupportingStatement = z
  .object({
    head_contractor_abn: ZAbn.default(''),
    period_from: ZIsoDate,
    period_to: ZIsoDate,
    declarant_name: ZShortText(160).min(1, 'Enter the name of the person making the declaration'),
    declarant_position: ZShortText(160).min(1, 'Enter their position (director, authorised person, …)'),
    declared_on: ZIsoDate,
    declaration_confirmed: z.literal(true, { message: 'Confirm the declaration to make the statement' }),
    subcontractors: z.array(ZSupportingSubcontractor).max(200, 'List at most 200 subcontractors'),
  })
  .strict()
  .refine((v) => v.period_from <= v.period_to, {
    path: ['period_to'],
    message: 'The period must end on or after its first day',
  });
export type TSupportingStatement = z.output<typeof ZSupportingStatement>;
export type TSupportingStatementInput = z.input<typeof ZSupportingStatement>;
