// The payer's internal report on retention held on trust (issue 31): where it is shown (Manage
// account → Retention trust) and its API, as JSON, PDF or CSV.

/** Manage account → Retention trust, in the given account. */
export const retentionTrustPage = (accountId: string) =>
  `/manage-account/retention-trust?account_id=${accountId}`;

/** /api/account/{acc}/retention_internal_report[/pdf|/csv] */
export const internalReportApi = (accountId: string, format?: 'pdf' | 'csv') =>
  `/api/account/${accountId}/retention_internal_report${format ? `/${format}` : ''}`;
