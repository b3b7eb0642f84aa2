// Requests and forms of the contract screens (spec §2, §3 Contract, §5 contract save rules, §7
// "Contracts"). Forms send the text the user typed; these schemas turn it into stored units.
// Retention lives in ./contracts-retention.ts. Browser code imports this file, so it takes only
// types from lib/domain/due-dates (whose calendars carry the holiday data).
import { z } from 'zod';
import type { DueTerm } from '@/lib/domain/due-dates';
import { CONTRACT_TIERS } from '@/lib/domain/statutory-deadlines';
import { ZTimeZone } from './auth';
import { ZContractParams, ZUuid } from './common';

export const CONTRACT_SIDES = ['claim', 'cert'] as const;
export type TContractSide = (typeof CONTRACT_SIDES)[number];
export const ZContractSide = z.enum(CONTRACT_SIDES);

/** Page params of /contract/{proId}/{type}/{contractId} and the creation steps. */
export const ZContractPageParams = z.object({ proId: ZUuid, type: ZContractSide, contractId: ZUuid });
export const ZNewContractPageParams = z.object({ proId: ZUuid, type: ZContractSide });

export const OTHER_TRADE = 'Other';
export const TRADES = [
  'Carpentry', 'Civil works', 'Concrete', 'Demolition', 'Electrical', 'Fire protection', 'Flooring',
  'Glazing', 'HVAC', 'Interior linings', 'Joinery', 'Landscaping', 'Painting', 'Plastering',
  'Plumbing and drainage', 'Roofing', 'Scaffolding', 'Structural steel', 'Tiling', OTHER_TRADE,
] as const; // prettier-ignore

/** States (AU) and nations (GB) pick the working-day calendar (lib/domain/working-days.ts). */
export const REGIONS: Readonly<Record<'AU' | 'GB', readonly { code: string; name: string }[]>> = {
  AU: [
    { code: 'NSW', name: 'New South Wales' },
    { code: 'VIC', name: 'Victoria' },
    { code: 'QLD', name: 'Queensland' },
    { code: 'WA', name: 'Western Australia' },
    { code: 'SA', name: 'South Australia' },
    { code: 'TAS', name: 'Tasmania' },
    { code: 'ACT', name: 'Australian Capital Territory' },
    { code: 'NT', name: 'Northern Territory' },
  ],
  GB: [
    { code: 'ENG', name: 'England' },
    { code: 'WLS', name: 'Wales' },
    { code: 'SCT', name: 'Scotland' },
    { code: 'NIR', name: 'Northern Ireland' },
  ],
};

export const CIS_STATUSES = ['not_applicable', 'gross', 'registered', 'unregistered'] as const;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long (at most ${max} characters)`)
    .optional()
    .transform((value) => value || null);

/** §5: "gst is converted to an integer" — typed text or a number, a whole percent 0–100. */
export const ZWholePercent = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,3}$/, 'Enter a whole percent such as 15'),
  ])
  .transform(Number)
  .pipe(z.number().int('Enter a whole percent such as 15').min(0).max(100, 'Enter 100 or less'));

const detailsShape = {
  name: z.string().trim().min(1, 'Enter the contract name').max(160, 'The name is too long'),
  contract_number: optionalText(60, 'The contract number'),
  /** The other party, chosen from the account's companies (spec §2 creation steps). */
  counterparty_company_id: z
    .union([ZUuid, z.literal('')])
    .optional()
    .transform((value) => value || null),
  trade: z.union([z.enum(TRADES), z.literal('')]).optional(),
  trade_other: optionalText(80, 'The trade'),
  street_address: optionalText(200, 'The street address'),
  suburb: optionalText(100, 'The suburb'),
  city: optionalText(100, 'The city'),
  postal_code: optionalText(20, 'The postal code'),
  time_zone: ZTimeZone,
  region: optionalText(40, 'The state'),
  gst: ZWholePercent,
  cis_status: z.enum(CIS_STATUSES).default('not_applicable'),
  domestic_reverse_charge: z.boolean().default(false),
  /**
   * Head contract or subcontract (the AU Acts time the payment due date by it). Left out, a new
   * contract is a subcontract and a saved one keeps what it has: clients that predate the field do
   * not reset it.
   */
  contract_tier: z.enum(CONTRACT_TIERS, 'Choose head contract or subcontract').optional(),
};

type DetailsOut = z.output<z.ZodObject<typeof detailsShape>>;

/** §5: "if trade is Other the free-text trade is used". */
function requireOtherTrade(value: DetailsOut, ctx: z.RefinementCtx) {
  if (value.trade === OTHER_TRADE && !value.trade_other) {
    ctx.addIssue({ code: 'custom', path: ['trade_other'], message: 'Enter the trade' });
  }
}

export function storedTrade(value: Pick<DetailsOut, 'trade' | 'trade_other'>): string | null {
  return value.trade === OTHER_TRADE ? value.trade_other : value.trade || null;
}

/** PATCH …/contract/{c}: every field of the details form. */
export const ZContractDetails = z.object(detailsShape).superRefine(requireOtherTrade);
export type TContractDetails = z.output<typeof ZContractDetails>;

/** POST …/contract: the same, but a blank name takes the default 'Contract {n}'. */
export const ZCreateContract = z
  .object({ ...detailsShape, name: z.string().trim().max(160, 'The name is too long').default('') })
  .superRefine(requireOtherTrade);
export type TCreateContractInput = z.input<typeof ZCreateContract>;
export type TCreateContract = z.output<typeof ZCreateContract>;

/** Spec §9 due-term options; a Record so that a term added to lib/domain must be labelled here. */
export const DUE_TERM_LABELS: Readonly<Record<DueTerm, string>> = {
  of_claim_month: 'day of the claim month',
  calendar_days_of_following_month: 'day of the following month',
  working_days_of_following_month: 'working day of the following month',
  calendar_days_after_claim_date: 'calendar days after the claim date',
  working_days_after_claim_date: 'working days after the claim date',
  last_day_of_following_month: 'last day of the following month',
  calendar_days_before_claim_month_end: 'calendar days before the claim month ends',
  working_days_before_claim_month_end: 'working days before the claim month ends',
};
const DUE_TERMS = Object.keys(DUE_TERM_LABELS) as [DueTerm, ...DueTerm[]];

const DAY_OF_MONTH_TERMS: readonly string[] = ['of_claim_month', 'calendar_days_of_following_month'];
const ZDays = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,3}$/, 'Enter a whole number of days'),
  ])
  .transform(Number)
  .pipe(z.number().int('Enter a whole number of days').min(0).max(365, 'Enter 365 days or fewer'));
const ZDueTerm = z.enum(DUE_TERMS, 'Choose when it is due');

/** PUT …/payment_terms (spec §3 Payment terms). "Due-date calculation uses terms and days as integers." */
export const ZPaymentTerms = z
  .object({
    claim_due_days: ZDays,
    claim_due_term: ZDueTerm,
    cert_due_days: ZDays,
    cert_due_term: ZDueTerm,
    payment_due_days: ZDays,
    payment_due_term: ZDueTerm,
  })
  .superRefine((value, ctx) => {
    for (const kind of ['claim', 'cert', 'payment'] as const) {
      const days = value[`${kind}_due_days`];
      if (DAY_OF_MONTH_TERMS.includes(value[`${kind}_due_term`]) && (days < 1 || days > 31)) {
        ctx.addIssue({
          code: 'custom',
          path: [`${kind}_due_days`],
          message: 'Choose a day of the month from 1 to 31',
        });
      }
    }
  });
export type TPaymentTermsInput = z.input<typeof ZPaymentTerms>;
export type TPaymentTerms = z.output<typeof ZPaymentTerms>;

/** PATCH …/settings (spec §3 Contract setting): only the switches sent change. */
export const ZContractSettings = z
  .strictObject({
    maintenance_mode: z.boolean().optional(),
    certify_pending_variation: z.boolean().optional(),
    enable_integration_link: z.boolean().optional(),
    claim_bulk_email: z.boolean().optional(),
    cert_bulk_email: z.boolean().optional(),
    /** The claim side's: new claims deduct what has been paid to date (spec §3 claim_less_paid_to_date). */
    claim_less_paid_to_date: z.boolean().optional(),
  })
  .refine((value) => Object.keys(value).length > 0, 'Choose a setting to change');
export type TContractSettings = z.output<typeof ZContractSettings>;

export const CONTRACT_MEMBER_ROLES = ['contract_admin', 'contract_view'] as const;

/** POST …/members (spec §3 Member, §7): the account's whole member list for the contract. */
export const ZContractMembers = z.object({
  members: z
    .array(
      z.object({
        user_id: ZUuid,
        role: z.enum(CONTRACT_MEMBER_ROLES, 'Choose contract admin or contract viewer'),
        is_key_contact: z.boolean().default(false),
      }),
    )
    .max(200, 'A contract can have at most 200 members')
    .refine((list) => new Set(list.map((m) => m.user_id)).size === list.length, 'Each person only once'),
});
export type TContractMembers = z.output<typeof ZContractMembers>;

const pageNumber = (max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, 'Enter a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(max));

/** GET …/history?page&limit (spec §9: page size 20). */
export const ZHistoryQuery = z.object({
  page: pageNumber(100_000).default(1),
  limit: pageNumber(100).default(20),
});

export const ZMoveContract = z.object({ project_id: ZUuid });

export const CONTRACT_FILTERS = ['active', 'archived', 'overdue', 'due_in_3_days', 'due_in_7_days'] as const;
export type TContractFilter = (typeof CONTRACT_FILTERS)[number];

/** GET /api/contract/account/{acc}/contracts?filter&project_id (spec §2 contract filters). */
export const ZContractListQuery = z.object({
  filter: z.enum(CONTRACT_FILTERS, 'Choose a valid filter').optional(),
  project_id: ZUuid.optional(),
});

export const ZAttachmentParams = ZContractParams.extend({ fileId: ZUuid });
export const ZAttachmentUpdate = z.object({ is_shared: z.boolean() });

/** The kinds of contract document a file is uploaded as (spec §7 "POST multipart per fileType"). */
export const DOCUMENT_TYPES = {
  contract: 'Contract',
  drawings: 'Drawings',
  specifications: 'Specifications',
  programme: 'Programme',
  insurance: 'Insurance',
  other: 'Other',
} as const;
export const ZUploadFields = z.object({
  file_type: z.enum(Object.keys(DOCUMENT_TYPES) as [keyof typeof DOCUMENT_TYPES], 'Choose a document type'),
  is_shared: z.enum(['true', 'false']).default('false'),
});

/** §5, exact: the alert text for a contract document over the size limit. */
export const DOCUMENT_TOO_BIG_MESSAGE =
  'The file is too big to be uploaded. Please use a file that is less than 100MB.';

/**
 * PUT …/contract/{c}/bcti — the payee records (true) or withdraws (false) its agreement that the
 * payer's payment schedules serve as buyer-created taxable supply information (bcti check, §7).
 */
export const ZBctiAgreement = z.strictObject({ agreed: z.boolean('agreed is true or false') });
export type TBctiAgreement = z.output<typeof ZBctiAgreement>;
