import { z } from 'zod';
import { COUNTRIES, ZCurrency, ZTimeZone } from './auth';
import { CERT_TERM_WORDS, CLAIM_TERM_WORDS } from '@/lib/domain/document-terms';

/** The account details form (spec §3 Account), in the API's snake_case. */
export const ZAccountDetails = z.object({
  account_name: z.string().trim().min(1, 'Enter the account name').max(160, 'Use at most 160 characters'),
  country: z.enum(COUNTRIES, 'Choose a country'),
  currency: ZCurrency,
  time_zone: ZTimeZone,
  /** Integer percent (spec §5: "gst is converted to an integer"). */
  gst_rate: z
    .number('Enter the GST/VAT rate as a whole percent')
    .int('Enter the GST/VAT rate as a whole percent')
    .min(0, 'The rate cannot be below 0 %')
    .max(100, 'The rate cannot be above 100 %'),
});
export type TAccountDetails = z.infer<typeof ZAccountDetails>;

/** PATCH /api/account/{acc}: any of the details, at least one. */
export const ZAccountPatch = ZAccountDetails.partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'Send at least one field to change');
export type TAccountPatch = z.infer<typeof ZAccountPatch>;

/** Spec §3 Email preferences, per user per account. */
export const ZEmailPreferences = z
  .object({
    workflow_required: z.boolean(),
    workflow_optional: z.boolean(),
    has_due_alerts: z.boolean(),
    alert_summary: z.boolean(),
  })
  .strict();
export type TEmailPreferences = z.infer<typeof ZEmailPreferences>;

const ZSummaryHour = z
  .number()
  .int()
  .min(1, 'Choose an hour from 1 to 24')
  .max(24, 'Choose an hour from 1 to 24');

/** Spec §3 Email summary and §9: hour 1–24 (24 = midnight), weekday 1–7 (Monday = 1); null = off. */
export const ZSummaryEmailTime = z
  .object({
    daily: z.object({ hour: ZSummaryHour }).strict().nullable(),
    weekly: z
      .object({
        hour: ZSummaryHour,
        weekday: z.number().int().min(1, 'Choose a weekday').max(7, 'Choose a weekday'),
      })
      .strict()
      .nullable(),
  })
  .strict();
export type TSummaryEmailTime = z.infer<typeof ZSummaryEmailTime>;

/**
 * PUT /api/account/{acc}/config: what the account calls the documents it issues (spec §3 Account
 * "pages config"; lib/domain/document-terms.ts). Both words, as they are printed.
 */
export const ZAccountConfig = z
  .object({
    claim_term: z.enum(CLAIM_TERM_WORDS, `Choose one of: ${CLAIM_TERM_WORDS.join(', ')}`),
    cert_term: z.enum(CERT_TERM_WORDS, `Choose one of: ${CERT_TERM_WORDS.join(', ')}`),
  })
  .strict();
export type TAccountConfig = z.infer<typeof ZAccountConfig>;
