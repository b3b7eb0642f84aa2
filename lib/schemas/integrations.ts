import { z } from 'zod';
import { ZUuid } from './common';

export const ZProvider = z.enum(['webhook', 'procore'], 'Choose webhook or procore.');
export type TProvider = z.output<typeof ZProvider>;

export const ZProviderParams = z.object({ provider: ZProvider, acc: ZUuid });
export const ZSyncLogParams = z.object({ acc: ZUuid, logId: ZUuid });

/** An http(s) address with a host; nothing else is called. */
const ZUrl = z
  .url({ protocol: /^https?$/, message: 'Enter an http:// or https:// address.' })
  .max(2_000, 'Keep the address under 2,000 characters.');

export const ZWebhookSettings = z.object({
  /** Where claim.issued, certificate.issued and payment.recorded are POSTed. */
  url: ZUrl,
  /** The documented jobs endpoint; without it nothing can be imported. */
  jobs_url: ZUrl.nullish().transform((v) => v ?? null),
});

export const ZProcoreSettings = z.object({
  company_id: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, 'Enter the Procore company id (digits).'),
  api_base_url: ZUrl.default('https://api.procore.com'),
  login_base_url: ZUrl.default('https://login.procore.com'),
});

export const ZConnectWebhook = z.object({ provider: z.literal('webhook'), settings: ZWebhookSettings });
export const ZConnectProcore = z.object({
  provider: z.literal('procore'),
  settings: ZProcoreSettings,
  credentials: z.object({
    client_id: z.string().trim().min(1, 'Enter the client id.').max(500),
    client_secret: z.string().trim().min(1, 'Enter the client secret.').max(500),
  }),
});
export const ZConnectIntegration = z.discriminatedUnion('provider', [ZConnectWebhook, ZConnectProcore], {
  error: 'Choose webhook or procore.',
});
export type TConnectIntegration = z.output<typeof ZConnectIntegration>;

export const ZSubcontractsQuery = z.object({
  job: z.string().trim().min(1, 'Choose a job.').max(200, 'Not a job id.'),
});

export const ZImportSubcontract = z.object({
  job_id: z.string().trim().min(1, 'Choose a job.').max(200),
  subcontract_id: z.string().trim().min(1, 'Choose a subcontract.').max(200),
  /** Which side the account is on: payer (it certifies the subcontractor's claims) or payee. */
  side: z.enum(['cert', 'claim'], 'Choose cert or claim.').default('cert'),
});
export type TImportSubcontract = z.output<typeof ZImportSubcontract>;

// What the webhook provider's jobs endpoint answers (README, "the webhook contract").
const ZExternalId = z.union([z.string().min(1).max(200), z.number().int()]).transform(String);
const ZCents = z.number().int().min(-1e13).max(1e13);
export const ZWebhookJobs = z.object({
  jobs: z.array(
    z.object({ id: ZExternalId, name: z.string().min(1).max(500), number: z.string().max(200).nullish() }),
  ),
});
export const ZWebhookSubcontracts = z.object({
  subcontracts: z.array(
    z.object({
      id: ZExternalId,
      title: z.string().min(1).max(500),
      number: z.string().max(200).nullish(),
      vendor: z.object({ name: z.string().min(1).max(500), email: z.email().nullish() }).nullish(),
      schedule_of_values: z.array(
        z.object({
          id: ZExternalId,
          ref: z.string().max(50).nullish(),
          description: z.string().min(1).max(2_000),
          quantity: z.number().min(-1e9).max(1e9).nullish(),
          unit: z.string().max(50).nullish(),
          unit_price: ZCents.nullish(),
          amount: ZCents,
        }),
      ),
    }),
  ),
});
