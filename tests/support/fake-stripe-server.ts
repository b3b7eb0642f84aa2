// The fake Stripe server (fake-stripe.ts) as a process, for the billing e2e spec
// (playwright.billing.config.ts): the app's SDK calls it, its "hosted checkout" page posts the
// signed webhook events to the app and sends the browser back to the success URL. A FAKE for tests:
// no card is charged and nothing reaches Stripe.
import { ZPlans } from '@/lib/schemas/billing';
import { startFakeStripe } from './fake-stripe';

const plans = ZPlans.parse(JSON.parse(process.env.BILLING_PLANS ?? '[]'));
const webhookUrl = process.env.FAKE_STRIPE_WEBHOOK_URL!;

const fake = await startFakeStripe({
  secretKey: process.env.STRIPE_SECRET_KEY!,
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET!,
  port: Number(process.env.FAKE_STRIPE_PORT),
  prices: Object.fromEntries(
    plans.map((p) => [p.stripe_price_id, { unit_amount: p.price_cents, currency: p.currency }]),
  ),
  deliver: async (payload, signature) => {
    const res = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    if (!res.ok) throw new Error(`The app's webhook answered ${res.status}: ${await res.text()}`);
  },
});
console.log(`Fake Stripe listening on ${fake.url}`);
