// Stored figures → the text a form shows (typed-numbers.ts parses it back on save).
import { DEFAULT_PAYMENT_TERMS, type PaymentTerms } from '@/lib/domain/due-dates';
import { toInputString } from '@/lib/domain/money-format';
import type { TPaymentTermsInput, TRetentionInput } from '@/lib/schemas/project-defaults';
import type { TProjectFieldsInput } from '@/lib/schemas/projects';
import type { RetentionApi } from '@/lib/server/projects/defaults-data';
import type { ProjectView } from '@/lib/server/projects/read-project';

const typed = (value: number | null | undefined) => (value == null ? '' : toInputString(value));

/** A new project's retention: none, with the usual 50 % / 50 % release and a 12-month DLP ready. */
export function retentionFormValues(r: RetentionApi | null): TRetentionInput {
  return {
    retention_type: r?.retention_type ?? 'none',
    firstpercent: typed(r?.firstpercent),
    firstamount: r?.retention_type === 'contract' ? '' : typed(r?.firstamount),
    firstnextpercent: typed(r?.firstnextpercent),
    firstnextamount: typed(r?.firstnextamount),
    secondnextpercent: typed(r?.secondnextpercent),
    secondnextamount: typed(r?.secondnextamount),
    thirdnextpercent: typed(r?.thirdnextpercent),
    thirdnextamount: typed(r?.thirdnextamount),
    excesspercent: typed(r?.excesspercent),
    maximum: typed(r?.maximum),
    pcd_percent: typed(r?.pcd_percent ?? 5000),
    release_dlp_type: r?.release_dlp_type ?? 'days',
    dlppercent: typed(r?.dlppercent ?? 5000),
    dlpdays: String(r ? (r.dlpdays ?? '') : 365),
    retention_account: r?.retention_account ?? '',
  };
}

export function termsFormValues(t: PaymentTerms | null): TPaymentTermsInput {
  const terms = t ?? DEFAULT_PAYMENT_TERMS;
  return {
    ...terms,
    claim_due_days: String(terms.claim_due_days),
    cert_due_days: String(terms.cert_due_days),
    payment_due_days: String(terms.payment_due_days),
  };
}

/** The create form's starting values: the account's time zone and GST, §9 terms, no retention. */
export function newProjectValues(account: { timeZone: string; gstPercent: number }): TProjectFieldsInput {
  return {
    name: '',
    project_number: '',
    street_address: '',
    suburb: '',
    city: '',
    postal_code: '',
    state: '',
    time_zone: account.timeZone,
    gst: String(account.gstPercent),
    retention: retentionFormValues(null),
    payment_terms: termsFormValues(null),
    members: [],
  };
}

export function projectValues(p: ProjectView): TProjectFieldsInput {
  return {
    name: p.name,
    project_number: p.project_number ?? '',
    street_address: p.street_address ?? '',
    suburb: p.suburb ?? '',
    city: p.city ?? '',
    postal_code: p.postal_code ?? '',
    state: p.state ?? '',
    time_zone: p.time_zone,
    gst: String(p.gst),
    retention: retentionFormValues(p.retention),
    payment_terms: termsFormValues(p.payment_terms),
    // Members have their own tab and endpoint.
    members: [],
  };
}

/** One line of address for display and the map: the parts that are filled in. */
export function addressLine(a: {
  street_address?: string | null;
  suburb?: string | null;
  city?: string | null;
  postal_code?: string | null;
  state?: string | null;
}): string {
  return [a.street_address, a.suburb, a.city, a.state, a.postal_code]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}
