/** Holds the account chosen with ?account_id= (spec §2) so later pages keep it. */
export const ACCOUNT_COOKIE = 'cc_account';
/** Set by proxy.ts on the request: the account named in this request's query, if any. */
export const ACCOUNT_HEADER = 'x-cc-account';
/** Set by proxy.ts on the request: the path and query being rendered, for /login?next=…. */
export const PATH_HEADER = 'x-cc-path';
