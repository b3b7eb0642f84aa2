import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { readOverview } from '@/lib/server/billing/read-overview';

// Spec §7 Payment overview: the plans, the current one and the next invoice.
export const GET = route(
  { auth: 'account', params: ZAccountParams, permission: ['account', 'edit'] },
  async ({ actor }) => readOverview(actor),
);
