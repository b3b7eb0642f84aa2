import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { readPayment } from '@/lib/server/billing/read-payment';

// Spec §7 Payment: the account's plan, state, trial days and limits (plan pages need account edit, §6).
export const GET = route(
  { auth: 'account', params: ZAccountParams, permission: ['account', 'edit'] },
  async ({ actor }) => readPayment(actor),
);
