// Payment terms rows for fixtures (kept apart from contract-fixtures.ts, which replaces the
// session lookup, so that scripts outside vitest can use them).
/** Payment terms as stored: the spec §9 defaults (claim 1 working day before month end, cert 15th, pay 20th). */
export const TERMS_ROW = {
  claimDueDays: 1,
  claimDueTerm: 'working_days_before_claim_month_end',
  certDueDays: 15,
  certDueTerm: 'calendar_days_of_following_month',
  paymentDueDays: 20,
  paymentDueTerm: 'calendar_days_of_following_month',
} as const;
