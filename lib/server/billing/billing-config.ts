import 'server-only';
// The billing switch (issue 14): off unless STRIPE_SECRET_KEY is set. Off, every account is
// unlimited, the plan pages say billing is not enabled, and nothing calls Stripe. On, the plans
// come from BILLING_PLANS (JSON, README "Billing") and each maps to a Stripe price. Read on every
// call, not at module load, so a test can switch it per file.
import { ZPlans, type TPlan } from '@/lib/schemas/billing';

export interface BillingConfig {
  secretKey: string;
  /** The signing secret of the webhook endpoint (whsec_…); without it no webhook is accepted. */
  webhookSecret: string | null;
  plans: TPlan[];
  /** Where the Stripe SDK sends its calls; unset = Stripe itself. Set only for a local fake. */
  api: { host?: string; port?: number; protocol?: 'http' | 'https' };
}

let cache: { raw: string; plans: TPlan[] } | null = null;

function parsePlans(raw: string | undefined): TPlan[] {
  if (!raw)
    throw new Error(
      'STRIPE_SECRET_KEY is set but BILLING_PLANS is not: billing needs its plans (README, Billing).',
    );
  if (cache?.raw === raw) return cache.plans;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error('BILLING_PLANS is not valid JSON (README, Billing).');
  }
  const parsed = ZPlans.safeParse(json);
  if (!parsed.success) {
    throw new Error(`BILLING_PLANS is not valid: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  }
  cache = { raw, plans: parsed.data };
  return parsed.data;
}

/** The billing configuration, or null when billing is off on this installation. */
export function billingConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
): BillingConfig | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return null;
  const protocol = env.STRIPE_API_PROTOCOL;
  return {
    secretKey,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || null,
    plans: parsePlans(env.BILLING_PLANS),
    api: {
      host: env.STRIPE_API_HOST || undefined,
      port: env.STRIPE_API_PORT ? Number(env.STRIPE_API_PORT) : undefined,
      protocol: protocol === 'http' || protocol === 'https' ? protocol : undefined,
    },
  };
}

export function billingEnabled(): boolean {
  return billingConfig() !== null;
}

export const planById = (config: BillingConfig, id: string | null) =>
  config.plans.find((p) => p.id === id) ?? null;

export const planByPrice = (config: BillingConfig, priceId: string | null | undefined) =>
  config.plans.find((p) => p.stripe_price_id === priceId) ?? null;
