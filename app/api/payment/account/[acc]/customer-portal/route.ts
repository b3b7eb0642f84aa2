import { route } from '@/lib/api/route';
import { ZCustomerPortalQuery } from '@/lib/schemas/billing';
import { ZAccountParams } from '@/lib/schemas/common';
import { openCustomerPortal } from '@/lib/server/billing/open-customer-portal';

// Spec §7 Payment customer-portal?sessionId: the owner's Stripe customer portal address.
export const GET = route(
  { auth: 'account', params: ZAccountParams, query: ZCustomerPortalQuery, permission: ['account', 'edit'] },
  async ({ actor, query, request }) => openCustomerPortal(actor, query, request),
);
