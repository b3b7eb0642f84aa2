import { route } from '@/lib/api/route';
import { ZCreateCheckoutSession } from '@/lib/schemas/billing';
import { ZAccountParams } from '@/lib/schemas/common';
import { createCheckoutSession } from '@/lib/server/billing/create-checkout-session';

// Spec §7 Payment create-checkout-session {priceId}: the owner is sent to Stripe's checkout.
export const POST = route(
  { auth: 'account', params: ZAccountParams, body: ZCreateCheckoutSession, permission: ['account', 'edit'] },
  async ({ actor, body, request }) => createCheckoutSession(actor, body, request),
);
