// How a plan's contract limits read (spec §3 subscription stats, §9): a limit above 9,999,999 is
// how the plans say "no limit", and is shown as Unlimited. Every screen or email that shows a
// subscription_claim_limit or subscription_cert_limit shows it through here.

/** §9: subscription_claim_limit above this is shown as Unlimited. */
export const UNLIMITED_ABOVE = 9_999_999;
export const UNLIMITED_TEXT = 'Unlimited';

/** Whether a plan's limit means no limit at all. */
export function isUnlimited(limit: number): boolean {
  return limit > UNLIMITED_ABOVE;
}

/**
 * A plan's contract limit for display: 'Unlimited' above 9,999,999, else the whole number with
 * thousands separators ('1,500'). A limit that is not a whole number of at least 0 is a fault in
 * the plan data, refused rather than shown as something it is not.
 */
export function formatContractLimit(limit: number, locale = 'en-NZ'): string {
  if (limit === Number.POSITIVE_INFINITY || (Number.isSafeInteger(limit) && isUnlimited(limit))) {
    return UNLIMITED_TEXT;
  }
  if (!Number.isSafeInteger(limit) || limit < 0) {
    throw new RangeError(`A contract limit must be a whole number of at least 0, not ${limit}`);
  }
  return limit.toLocaleString(locale);
}

/** '3 of 5' or '3 of Unlimited': contracts in use against the plan's limit. */
export function formatLimitUsage(used: number, limit: number, locale = 'en-NZ'): string {
  return `${used.toLocaleString(locale)} of ${formatContractLimit(limit, locale)}`;
}
