import 'server-only';
// The generic webhook/REST provider: any in-house project-management system integrates by taking
// signed JSON events at one URL and, for imports, answering the documented jobs endpoint
// (README, "Integrations: the webhook contract"). Every request is signed (webhook-signature.ts).
import type { z } from 'zod';
import { ZWebhookJobs, ZWebhookSubcontracts, type ZWebhookSettings } from '@/lib/schemas/integrations';
import {
  expectJson,
  providerFetch,
  ProviderError,
  type IntegrationProviderClient,
  type ExternalSubcontract,
} from '../provider';
import { SIGNATURE_HEADER, signatureHeader } from '../webhook-signature';

type Settings = z.output<typeof ZWebhookSettings>;

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new ProviderError(
    `${what}: unexpected answer at ${issue.path.join('.') || 'the top'} (${issue.message}).`,
  );
}

export function webhookProvider(
  settings: Settings,
  credentials: Record<string, string>,
): IntegrationProviderClient {
  const secret = credentials.signing_secret ?? '';
  const get = async (url: string, what: string) =>
    expectJson(
      await providerFetch(
        url,
        { headers: { accept: 'application/json', [SIGNATURE_HEADER]: signatureHeader(secret, '') } },
        what,
      ),
      what,
    );
  const jobsUrl = () => {
    if (!settings.jobs_url)
      throw new ProviderError('This webhook integration has no jobs address to import from.');
    return settings.jobs_url.replace(/\/+$/, '');
  };
  return {
    async listJobs() {
      const answer = parse(ZWebhookJobs, await get(jobsUrl(), 'Listing jobs'), 'Listing jobs');
      return answer.jobs.map((j) => ({ id: j.id, name: j.name, number: j.number ?? null }));
    },
    async listSubcontracts(jobId) {
      const what = `Listing the subcontracts of job ${jobId}`;
      const url = `${jobsUrl()}/${encodeURIComponent(jobId)}/subcontracts`;
      const answer = parse(ZWebhookSubcontracts, await get(url, what), what);
      return answer.subcontracts.map((s): ExternalSubcontract => ({
        id: s.id,
        jobId,
        title: s.title,
        number: s.number ?? null,
        vendor: s.vendor ? { name: s.vendor.name, email: s.vendor.email ?? null } : null,
        lines: s.schedule_of_values.map((l) => ({
          id: l.id,
          ref: l.ref ?? null,
          description: l.description,
          quantity: l.quantity == null ? null : Math.round(l.quantity * 100),
          unit: l.unit ?? null,
          rate: l.unit_price ?? null,
          amount: l.amount,
        })),
      }));
    },
    async push(event) {
      const body = JSON.stringify(event);
      const what = `Sending ${event.type}`;
      const response = await providerFetch(
        settings.url,
        {
          method: 'POST',
          body,
          headers: {
            'content-type': 'application/json',
            [SIGNATURE_HEADER]: signatureHeader(secret, body),
            'ClaimCert-Event': event.type,
            'ClaimCert-Event-Id': event.id,
          },
        },
        what,
      );
      await expectJson(response, what).catch((error: unknown) => {
        // A 2xx with a body that is not JSON is still a delivery.
        if (response.ok) return null;
        throw error;
      });
      return { externalId: null };
    },
  };
}
