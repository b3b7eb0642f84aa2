// A small Stripe-compatible HTTP server for tests (issue 14): it serves only the calls ClaimCert
// makes — customers, checkout sessions, billing portal sessions, subscriptions, invoices — with
// the response shapes of the SDK's own types (each object is a Pick of its Stripe type), and
// signs the webhook events it sends with the real `stripe.webhooks.generateTestHeaderString`,
// so the app's signature check is the real code path. It is a FAKE: its "hosted checkout" is a
// one-button page that pretends a card was charged. It is never used outside tests.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Session = Pick<
  Stripe.Checkout.Session,
  | 'id'
  | 'object'
  | 'mode'
  | 'status'
  | 'payment_status'
  | 'customer'
  | 'subscription'
  | 'client_reference_id'
  | 'metadata'
  | 'success_url'
  | 'cancel_url'
  | 'url'
  | 'created'
> & { line_items_price: string; subscription_metadata: Record<string, string> };
type Item = Pick<
  Stripe.SubscriptionItem,
  'id' | 'object' | 'quantity' | 'current_period_start' | 'current_period_end'
> & {
  price: Pick<Stripe.Price, 'id' | 'object' | 'currency' | 'unit_amount'>;
};
type Subscription = Pick<
  Stripe.Subscription,
  'id' | 'object' | 'customer' | 'status' | 'metadata' | 'cancel_at_period_end' | 'created'
> & { items: { object: 'list'; data: Item[] } };
type Invoice = Pick<
  Stripe.Invoice,
  | 'id'
  | 'object'
  | 'customer'
  | 'number'
  | 'status'
  | 'amount_due'
  | 'amount_paid'
  | 'currency'
  | 'created'
  | 'hosted_invoice_url'
  | 'period_end'
  | 'next_payment_attempt'
> & {
  parent: {
    type: 'subscription_details';
    subscription_details: { subscription: string; metadata: Record<string, string> };
  };
};
type Customer = Pick<Stripe.Customer, 'id' | 'object' | 'name' | 'email' | 'metadata'>;
export type FakeEvent = Pick<
  Stripe.Event,
  'id' | 'object' | 'type' | 'created' | 'livemode' | 'pending_webhooks'
> & {
  api_version: string;
  data: { object: unknown };
};

export interface FakeStripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Prices the checkout may charge: id → amount in cents and currency. */
  prices: Record<string, { unit_amount: number; currency: string }>;
  /** Sends a signed event to the app: over HTTP in e2e, to the route handler in integration tests. */
  deliver?: (payload: string, signature: string) => Promise<unknown>;
  port?: number;
}

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

/** `a[b][0][c]=x` form keys (how the SDK encodes bodies and queries) → nested objects and arrays. */
export function parseForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

export async function startFakeStripe(options: FakeStripeOptions) {
  const signer = new Stripe(options.secretKey);
  const customers = new Map<string, Customer>();
  const sessions = new Map<string, Session>();
  const subscriptions = new Map<string, Subscription>();
  const invoices: Invoice[] = [];
  const events: FakeEvent[] = [];
  let counter = 0;
  const id = (prefix: string) =>
    `${prefix}_fake${(++counter).toString().padStart(6, '0')}${Date.now().toString(36)}`;
  let base = '';

  function sign(payload: string): string {
    return signer.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
  }

  async function emit(type: string, object: unknown, deliver = true): Promise<FakeEvent> {
    const event: FakeEvent = {
      id: id('evt'),
      object: 'event',
      type: type as Stripe.Event['type'],
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      api_version: Stripe.API_VERSION,
      data: { object: structuredClone(object) },
    };
    events.push(event);
    if (options.deliver && deliver) {
      const payload = JSON.stringify(event);
      await options.deliver(payload, sign(payload));
    }
    return event;
  }

  function invoiceFor(subscription: Subscription, status: 'paid' | 'open'): Invoice {
    const item = subscription.items.data[0]!;
    const invoice: Invoice = {
      id: id('in'),
      object: 'invoice',
      customer: subscription.customer as string,
      number: `FAKE-${(invoices.length + 1).toString().padStart(4, '0')}`,
      status,
      amount_due: item.price.unit_amount ?? 0,
      amount_paid: status === 'paid' ? (item.price.unit_amount ?? 0) : 0,
      currency: item.price.currency,
      created: now(),
      hosted_invoice_url: `${base}/invoice/${invoices.length + 1}`,
      period_end: item.current_period_start,
      next_payment_attempt: status === 'open' ? now() + DAY : null,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
    };
    invoices.unshift(invoice);
    return invoice;
  }

  /** What Stripe does when the card is charged: an active subscription, a paid invoice, three events. */
  async function completeCheckout(sessionId: string, { deliver = true } = {}): Promise<FakeEvent[]> {
    const session = sessions.get(sessionId);
    if (!session || session.status !== 'open') throw new Error(`No open checkout session ${sessionId}`);
    const price = options.prices[session.line_items_price] ?? { unit_amount: 0, currency: 'nzd' };
    const start = now();
    const subscription: Subscription = {
      id: id('sub'),
      object: 'subscription',
      customer: session.customer as string,
      status: 'active',
      metadata: session.subscription_metadata,
      cancel_at_period_end: false,
      created: start,
      items: {
        object: 'list',
        data: [
          {
            id: id('si'),
            object: 'subscription_item',
            quantity: 1,
            current_period_start: start,
            current_period_end: start + 30 * DAY,
            price: { id: session.line_items_price, object: 'price', ...price },
          },
        ],
      },
    };
    subscriptions.set(subscription.id, subscription);
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
    const invoice = invoiceFor(subscription, 'paid');
    return [
      await emit('checkout.session.completed', session, deliver),
      await emit('customer.subscription.created', subscription, deliver),
      await emit('invoice.paid', invoice, deliver),
    ];
  }

  /** The subscription ends now (cancelled in the portal, or by Stripe after failed payments). */
  async function cancelSubscription(subscriptionId: string): Promise<FakeEvent> {
    const subscription = subscriptions.get(subscriptionId)!;
    subscription.status = 'canceled';
    return emit('customer.subscription.deleted', subscription);
  }

  /** A renewal's card is declined: the subscription goes past due and the invoice stays open. */
  async function failPayment(subscriptionId: string): Promise<FakeEvent> {
    const subscription = subscriptions.get(subscriptionId)!;
    subscription.status = 'past_due';
    return emit('invoice.payment_failed', invoiceFor(subscription, 'open'));
  }

  function notFound(res: ServerResponse, what: string) {
    send(res, 404, {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
    });
  }

  async function api(method: string, path: string, body: Record<string, unknown>, res: ServerResponse) {
    const parts = path.split('/').filter(Boolean); // ['v1', ...]
    const route = `${method} /${parts.slice(1).join('/')}`;
    if (route === 'POST /customers') {
      const customer: Customer = {
        id: id('cus'),
        object: 'customer',
        name: (body.name as string) ?? null,
        email: (body.email as string) ?? null,
        metadata: (body.metadata as Record<string, string>) ?? {},
      };
      customers.set(customer.id, customer);
      return send(res, 200, customer);
    }
    if (route === 'POST /checkout/sessions') {
      const lineItems = body.line_items as Record<string, { price: string }>;
      const sessionId = id('cs_test');
      const session: Session = {
        id: sessionId,
        object: 'checkout.session',
        mode: body.mode as Session['mode'],
        status: 'open',
        payment_status: 'unpaid',
        customer: body.customer as string,
        subscription: null,
        client_reference_id: (body.client_reference_id as string) ?? null,
        metadata: (body.metadata as Record<string, string>) ?? {},
        success_url: (body.success_url as string).replace('{CHECKOUT_SESSION_ID}', sessionId),
        cancel_url: (body.cancel_url as string) ?? null,
        url: `${base}/checkout/${sessionId}`,
        created: now(),
        line_items_price: lineItems['0']!.price,
        subscription_metadata:
          ((body.subscription_data as { metadata?: Record<string, string> })?.metadata as Record<
            string,
            string
          >) ?? {},
      };
      if (!customers.has(session.customer as string))
        return notFound(res, `customer: ${String(session.customer)}`);
      sessions.set(session.id, session);
      return send(res, 200, session);
    }
    if (method === 'GET' && parts[1] === 'checkout' && parts[2] === 'sessions' && parts[3]) {
      const session = sessions.get(parts[3]);
      return session ? send(res, 200, session) : notFound(res, `checkout.session: ${parts[3]}`);
    }
    if (route === 'POST /billing_portal/sessions') {
      if (!customers.has(body.customer as string)) return notFound(res, `customer: ${String(body.customer)}`);
      const portal: Pick<Stripe.BillingPortal.Session, 'id' | 'object' | 'customer' | 'return_url' | 'url'> =
        {
          id: id('bps'),
          object: 'billing_portal.session',
          customer: body.customer as string,
          return_url: (body.return_url as string) ?? null,
          url: '',
        };
      portal.url = `${base}/portal/${portal.id}?return=${encodeURIComponent(portal.return_url ?? '')}`;
      return send(res, 200, portal);
    }
    if (method === 'GET' && parts[1] === 'subscriptions' && parts[2]) {
      const subscription = subscriptions.get(parts[2]);
      return subscription ? send(res, 200, subscription) : notFound(res, `subscription: ${parts[2]}`);
    }
    if (route === 'GET /invoices') {
      const data = invoices.filter((i) => i.customer === body.customer).slice(0, Number(body.limit ?? 10));
      return send(res, 200, { object: 'list', data, has_more: false, url: '/v1/invoices' });
    }
    if (route === 'POST /invoices/create_preview') {
      const subscription = subscriptions.get(body.subscription as string);
      if (!subscription || subscription.status === 'canceled' || subscription.cancel_at_period_end) {
        return send(res, 400, {
          error: {
            type: 'invalid_request_error',
            code: 'invoice_upcoming_none',
            message: 'No upcoming invoices',
          },
        });
      }
      const item = subscription.items.data[0]!;
      const preview: Omit<Invoice, 'id'> & { id: null } = {
        ...invoiceShape(subscription, item),
        id: null,
      };
      return send(res, 200, preview);
    }
    return notFound(res, `route: ${route}`);
  }

  function invoiceShape(subscription: Subscription, item: Item): Omit<Invoice, 'id'> {
    return {
      object: 'invoice',
      customer: subscription.customer as string,
      number: null,
      status: 'draft',
      amount_due: item.price.unit_amount ?? 0,
      amount_paid: 0,
      currency: item.price.currency,
      created: now(),
      hosted_invoice_url: null,
      period_end: item.current_period_end,
      next_payment_attempt: item.current_period_end,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
    };
  }

  /** The fake's hosted pages: the checkout (Pay, or Back to the app) and the customer portal. */
  async function hosted(method: string, url: URL, res: ServerResponse) {
    const [, kind, sessionId, action] = url.pathname.split('/');
    if (kind === 'checkout' && sessionId) {
      const session = sessions.get(sessionId);
      if (!session) return page(res, 404, 'Not found', '<p>No such checkout.</p>');
      if (method === 'POST' && action === 'pay') {
        await completeCheckout(sessionId);
        res.writeHead(303, { location: session.success_url! }).end();
        return;
      }
      return page(
        res,
        200,
        'Test checkout (fake Stripe)',
        `<p>Plan price ${escape(session.line_items_price)}. This is a test server: no card is charged.</p>
         <form method="post" action="/checkout/${escape(sessionId)}/pay"><button type="submit">Pay and subscribe</button></form>
         <p><a href="${escape(session.cancel_url ?? '')}">Back</a></p>`,
      );
    }
    if (kind === 'health') return page(res, 200, 'Fake Stripe', '<p>Ready.</p>');
    if (kind === 'portal') {
      return page(
        res,
        200,
        'Customer portal (fake Stripe)',
        `<p><a href="${escape(url.searchParams.get('return') ?? '')}">Return to ClaimCert</a></p>`,
      );
    }
    return page(res, 404, 'Not found', '<p>Not found.</p>');
  }

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://fake');
      const text = await readAll(req);
      if (!url.pathname.startsWith('/v1/')) return await hosted(req.method ?? 'GET', url, res);
      if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
        return send(res, 401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        });
      }
      const body = req.method === 'GET' ? parseForm(url.search.slice(1)) : parseForm(text);
      await api(req.method ?? 'GET', url.pathname, body, res);
    } catch (error) {
      send(res, 500, { error: { type: 'api_error', message: String(error) } });
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;

  return {
    port,
    url: base,
    events,
    sessions,
    subscriptions,
    completeCheckout,
    cancelSubscription,
    failPayment,
    sign,
    /** The env that points the app's SDK at this server (billing-config.ts). */
    env: {
      STRIPE_SECRET_KEY: options.secretKey,
      STRIPE_WEBHOOK_SECRET: options.webhookSecret,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

function readAll(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake${Date.now()}` });
  res.end(JSON.stringify(body));
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(res: ServerResponse, status: number, title: string, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`,
  );
}
