import { route } from '@/lib/api/route';
import { ZCheckoutSessionQuery } from '@/lib/schemas/billing';
import { ZAccountParams } from '@/lib/schemas/common';
import { readCheckoutSession } from '@/lib/server/billing/read-checkout-session';

// Spec §7 Payment checkout-session?sessionId: what became of the account's own checkout.
export const GET = route(
  { auth: 'account', params: ZAccountParams, query: ZCheckoutSessionQuery, permission: ['account', 'edit'] },
  async ({ actor, query }) => readCheckoutSession(actor, query),
);
