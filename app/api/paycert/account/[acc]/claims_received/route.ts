import { route } from '@/lib/api/route';
import { ZReceivedQuery } from '@/lib/schemas/certs';
import { ZAccountParams } from '@/lib/schemas/common';
import { listClaimsReceived } from '@/lib/server/certs/claims-received';

/**
 * GET: the claims served on this account's cert contracts (never drafts), newest first, by contract status
 * (started/reopened → current, finalised → completed, archived). A row's cert_due_date is the deadline
 * that applies and cert_due_num its calendar days from today in the account's time zone (null once
 * certified); payment_schedule is null when the contract's state is not set (no calendar).
 */
export const GET = route(
  { auth: 'account', params: ZAccountParams, query: ZReceivedQuery },
  async ({ actor, query }) => listClaimsReceived(actor, query),
);
