// Where a retention trust account is reconciled (issue 31): its screen under Manage account →
// Retention trust, and its API (reconciliations typed or from bank lines; the bank lines imported
// from a statement CSV and matched to the ledgers' deposits).

/** The reconciliation screen of one trust account. */
export const reconciliationPage = (accountId: string, holdingId: string) =>
  `/manage-account/retention-trust/${holdingId}?account_id=${accountId}`;

/** /api/account/{acc}/retention_holdings/{holding}/reconciliations[/{id}] */
export const reconciliationsApi = (accountId: string, holdingId: string, id?: string) =>
  `/api/account/${accountId}/retention_holdings/${holdingId}/reconciliations${id ? `/${id}` : ''}`;

/** /api/account/{acc}/retention_holdings/{holding}/bank_lines[/match] */
export const bankLinesApi = (accountId: string, holdingId: string, match = false) =>
  `/api/account/${accountId}/retention_holdings/${holdingId}/bank_lines${match ? '/match' : ''}`;
