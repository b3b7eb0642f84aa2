import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { ZPayeesQuery } from '@/lib/schemas/contacts';
import { listPayees } from '@/lib/server/contacts/list-payees';

/**
 * GET: the companies that are payee on this account's contracts, with their contacts. Spec §7 lists
 * `payees` beside the claim calls under /api/payclaim/account/{acc} (with notifications, reasons and
 * email preferences, which are account-wide), so it lives at /api/payclaim/account/{acc}/payees: an
 * account-wide read, not one contract's.
 */
export const GET = route(
  {
    auth: 'account',
    params: ZAccountParams,
    query: ZPayeesQuery,
    docs: { summary: 'Payee companies on this account’s contracts' },
  },
  async ({ actor }) => listPayees(actor),
);
