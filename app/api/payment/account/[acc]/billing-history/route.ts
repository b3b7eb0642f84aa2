import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { readBillingHistory } from '@/lib/server/billing/read-billing-history';

// Spec §7 Payment billing-history: the account's invoices.
export const GET = route(
  { auth: 'account', params: ZAccountParams, permission: ['account', 'edit'] },
  async ({ actor }) => readBillingHistory(actor),
);
