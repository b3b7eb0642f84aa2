import { DEFAULT_MAX_BODY_BYTES, readBodyText } from '@/lib/api/read-json-body';
import { route } from '@/lib/api/route';
import { handleStripeWebhook } from '@/lib/server/billing/handle-webhook';

// Stripe's webhook (issue 14): public, but only a payload signed with the endpoint's secret is read.
export const POST = route({ auth: 'public' }, async ({ request }) =>
  handleStripeWebhook(
    (await readBodyText(request, DEFAULT_MAX_BODY_BYTES)) ?? '',
    request.headers.get('stripe-signature'),
  ),
);
