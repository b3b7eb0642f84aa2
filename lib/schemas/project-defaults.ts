// A project's defaults for the contracts created in it: retention (spec §3 Retention) and payment
// terms (§3 Payment terms). Field names are the spec's. Amounts are cents, percentages basis points
// (see typed-numbers.ts for the typed-text form of each).
import { z } from 'zod';
import { DUE_TERMS } from '@/lib/domain/due-dates';
import { ZMoneyField, ZPercentField, ZWholeNumberField, requiredNumber } from './typed-numbers';

export const RETENTION_TYPES = ['none', 'contract', 'fixed', 'scale'] as const;
export const DLP_RELEASE_TYPES = ['days', 'date'] as const;

/** The three "next" tiers of a scale, in order (§9: up to three). */
export const SCALE_TIERS = [
  ['firstnextpercent', 'firstnextamount'],
  ['secondnextpercent', 'secondnextamount'],
  ['thirdnextpercent', 'thirdnextamount'],
] as const;

export const ZRetention = z
  .object({
    retention_type: z.enum(RETENTION_TYPES, 'Choose a retention type'),
    firstpercent: ZPercentField,
    /** scale: the first tier's size; fixed: the most that may be retained. Not used by contract. */
    firstamount: ZMoneyField,
    firstnextpercent: ZPercentField,
    firstnextamount: ZMoneyField,
    secondnextpercent: ZPercentField,
    secondnextamount: ZMoneyField,
    thirdnextpercent: ZPercentField,
    thirdnextamount: ZMoneyField,
    excesspercent: ZPercentField,
    /** contract: the cap as a percent of the contract value (bps); scale: the cap in cents. */
    maximum: ZMoneyField,
    pcd_percent: ZPercentField,
    release_dlp_type: z.enum(DLP_RELEASE_TYPES).default('days'),
    dlppercent: ZPercentField,
    /** Days after practical completion; with release by date, each contract sets its own date. */
    dlpdays: ZWholeNumberField(0, 3650),
    retention_account: z.string().trim().max(200).nullish(),
  })
  .superRefine((r, ctx) => {
    const missing = (field: keyof typeof r, message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message });
    const need = (field: keyof typeof r, message: string) => {
      if (r[field] == null || r[field] === 0) missing(field, message);
    };
    if (r.retention_type === 'none') return;
    need('firstpercent', 'Enter the retention percent');
    // 0 % is a valid release (nothing back at that point); only a blank is missing.
    if (r.pcd_percent == null) missing('pcd_percent', 'Enter the percent released at practical completion');
    if (r.dlppercent == null) missing('dlppercent', 'Enter the percent released at the end of the DLP');
    if (r.retention_type === 'fixed') need('firstamount', 'Enter the most that may be retained');
    if (r.retention_type === 'scale') need('firstamount', 'Enter the amount the first percent applies to');
    if (r.retention_type === 'contract' && r.maximum != null && r.maximum > 10_000) {
      ctx.addIssue({ code: 'custom', path: ['maximum'], message: 'Enter 100.00 or less' });
    }
    if (r.retention_type === 'scale') {
      // A tier is a percent and an amount together, and a tier needs the one before it.
      SCALE_TIERS.forEach(([percent, amount], i) => {
        const used = r[percent] != null || r[amount] != null;
        if (!used) return;
        if (r[percent] == null)
          ctx.addIssue({ code: 'custom', path: [percent], message: 'Enter the percent' });
        if (r[amount] == null) ctx.addIssue({ code: 'custom', path: [amount], message: 'Enter the amount' });
        const before = SCALE_TIERS[i - 1];
        if (before && r[before[0]] == null && r[before[1]] == null) {
          ctx.addIssue({ code: 'custom', path: [percent], message: 'Fill in the tiers in order' });
        }
      });
    }
    if ((r.pcd_percent ?? 0) + (r.dlppercent ?? 0) > 10_000) {
      ctx.addIssue({
        code: 'custom',
        path: ['dlppercent'],
        message: 'The releases at practical completion and after the DLP cannot add up to more than 100%',
      });
    }
    if (r.release_dlp_type === 'days' && r.dlpdays == null) {
      ctx.addIssue({
        code: 'custom',
        path: ['dlpdays'],
        message: 'Enter the defects liability period in days',
      });
    }
  });
export type TRetentionInput = z.input<typeof ZRetention>;
export type TRetention = z.output<typeof ZRetention>;

/** Terms that name a day of a month take 1–31; the others count days (last day of month: none). */
const DAY_OF_MONTH_TERMS: readonly string[] = ['of_claim_month', 'calendar_days_of_following_month'];
const ZDays = requiredNumber(ZWholeNumberField(0, 366), 'Enter a number of days');
const ZTerm = z.enum(DUE_TERMS, 'Choose when it is due');

export const ZPaymentTerms = z
  .object({
    claim_due_days: ZDays,
    claim_due_term: ZTerm,
    cert_due_days: ZDays,
    cert_due_term: ZTerm,
    payment_due_days: ZDays,
    payment_due_term: ZTerm,
  })
  .superRefine((t, ctx) => {
    for (const kind of ['claim', 'cert', 'payment'] as const) {
      const days = t[`${kind}_due_days`];
      if (DAY_OF_MONTH_TERMS.includes(t[`${kind}_due_term`]) && (days < 1 || days > 31)) {
        ctx.addIssue({
          code: 'custom',
          path: [`${kind}_due_days`],
          message: 'Enter a day of the month, 1 to 31',
        });
      }
    }
  });
export type TPaymentTermsInput = z.input<typeof ZPaymentTerms>;
export type TPaymentTerms = z.output<typeof ZPaymentTerms>;

/** How each due term reads in a form (§9 due-term options). */
export const DUE_TERM_LABELS: Readonly<Record<(typeof DUE_TERMS)[number], string>> = {
  of_claim_month: 'day of the claim month',
  calendar_days_of_following_month: 'day of the following month',
  working_days_of_following_month: 'working days into the following month',
  calendar_days_after_claim_date: 'calendar days after the claim date',
  working_days_after_claim_date: 'working days after the claim date',
  last_day_of_following_month: 'last day of the following month',
  calendar_days_before_claim_month_end: 'calendar days before the claim month ends',
  working_days_before_claim_month_end: 'working days before the claim month ends',
};
