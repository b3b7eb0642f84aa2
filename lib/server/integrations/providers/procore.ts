import 'server-only';
// Procore, through its public REST API (v1.0/v1.1), as Procore documents it:
//   token      POST {login}/oauth/token, grant_type=client_credentials
//              (https://developers.procore.com/documentation/content/oauth-endpoints)
//   jobs       GET  /rest/v1.0/projects?company_id=…            (Core › Projects)
//   commitments GET /rest/v1.0/work_order_contracts?project_id=… and
//              GET  /rest/v1.0/work_order_contracts/{id}/line_items?project_id=…
//              (Construction Financials › Commitments › Work Order Contracts, … Line Items)
//   push       GET  /rest/v1.0/requisitions?project_id=…  then
//              POST /rest/v1.1/requisitions {project_id, commitment_id, requisition} or
//              PATCH /rest/v1.0/requisitions/{id}?project_id=… {requisition: {status}}
//              (… › Requisitions (Subcontractor Invoices))
// Every call carries the Procore-Company-Id header. Money comes as decimal numbers or strings of
// the currency unit and is turned into cents here. A requisition carries origin_id
// "claimcert-claim-<claim id>", Procore's field for the id in an outside system: before creating
// one the push looks for it, so a push retried after a lost answer finds the first instead of
// making a second. Tested against a local server serving these shapes (tests/support/fake-procore.ts);
// not against Procore itself.
import { z } from 'zod';
import type { ZProcoreSettings } from '@/lib/schemas/integrations';
import {
  expectJson,
  providerFetch,
  ProviderError,
  type ExternalSubcontract,
  type IntegrationEvent,
  type IntegrationProviderClient,
  type PushContext,
} from '../provider';

type Settings = z.output<typeof ZProcoreSettings>;

const ZId = z.union([z.number().int(), z.string().min(1)]).transform(String);
/** Procore money and quantities: numbers or decimal strings of the unit (dollars, metres). */
const ZDecimal = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
const ZProjects = z.array(z.object({ id: ZId, name: z.string(), project_number: z.string().nullish() }));
const ZCommitments = z.array(
  z.object({
    id: ZId,
    title: z.string().nullish(),
    number: z.string().nullish(),
    vendor: z.object({ name: z.string().nullish() }).nullish(),
  }),
);
const ZLineItems = z.array(
  z.object({
    id: ZId,
    description: z.string().nullish(),
    amount: ZDecimal.nullish(),
    quantity: ZDecimal.nullish(),
    unit_cost: ZDecimal.nullish(),
    uom: z.string().nullish(),
    position: z.number().nullish(),
  }),
);
const ZRequisitions = z.array(z.object({ id: ZId, origin_id: z.string().nullish() }));
const ZToken = z.object({ access_token: z.string().min(1) });

const cents = (value: number | null | undefined) => (value == null ? null : Math.round(value * 100));
const PER_PAGE = 100;

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ProviderError(`${what}: Procore answered in an unexpected shape.`);
}

export function procoreProvider(
  settings: Settings,
  credentials: Record<string, string>,
): IntegrationProviderClient {
  const api = settings.api_base_url.replace(/\/+$/, '');
  let token: string | null = null;

  async function accessToken(): Promise<string> {
    if (token) return token;
    const what = 'Signing in to Procore';
    const response = await providerFetch(
      `${settings.login_base_url.replace(/\/+$/, '')}/oauth/token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: credentials.client_id ?? '',
          client_secret: credentials.client_secret ?? '',
        }).toString(),
      },
      what,
    );
    token = parse(ZToken, await expectJson(response, what), what).access_token;
    return token;
  }

  async function call(method: string, path: string, what: string, body?: unknown): Promise<unknown> {
    const response = await providerFetch(
      `${api}${path}`,
      {
        method,
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          'Procore-Company-Id': settings.company_id,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      what,
    );
    return expectJson(response, what);
  }

  /** Every page of a list (Procore pages with page and per_page; a short page is the last). */
  async function all<T>(schema: z.ZodType<T[]>, path: string, what: string): Promise<T[]> {
    const rows: T[] = [];
    for (let page = 1; page <= 100; page++) {
      const sep = path.includes('?') ? '&' : '?';
      const batch = parse(
        schema,
        await call('GET', `${path}${sep}page=${page}&per_page=${PER_PAGE}`, what),
        what,
      );
      rows.push(...batch);
      if (batch.length < PER_PAGE) break;
    }
    return rows;
  }

  async function subcontractsOf(projectId: string): Promise<ExternalSubcontract[]> {
    const p = encodeURIComponent(projectId);
    const commitments = await all(
      ZCommitments,
      `/rest/v1.0/work_order_contracts?project_id=${p}`,
      'Listing Procore commitments',
    );
    const out: ExternalSubcontract[] = [];
    for (const c of commitments) {
      const lines = await all(
        ZLineItems,
        `/rest/v1.0/work_order_contracts/${encodeURIComponent(c.id)}/line_items?project_id=${p}`,
        `Listing the line items of commitment ${c.number ?? c.id}`,
      );
      out.push({
        id: c.id,
        jobId: projectId,
        title: c.title || `Commitment ${c.number ?? c.id}`,
        number: c.number ?? null,
        vendor: c.vendor?.name ? { name: c.vendor.name, email: null } : null,
        lines: lines.map((l, i) => {
          const rate = cents(l.unit_cost);
          const quantity = l.quantity == null ? null : Math.round(l.quantity * 100);
          return {
            id: l.id,
            ref: String(l.position ?? i + 1),
            description: l.description || `Line ${i + 1}`,
            quantity: rate !== null && quantity !== null ? quantity : null,
            unit: l.uom ?? null,
            rate: rate !== null && quantity !== null ? rate : null,
            amount: cents(l.amount) ?? 0,
          };
        }),
      });
    }
    return out;
  }

  async function push(event: IntegrationEvent, context: PushContext) {
    if (event.type === 'payment.recorded') return { externalId: null };
    const data = event.data as {
      project: { id: string };
      contract: { id: string; name: string };
      claim: { id: string; name: string; period_from: string; period_to: string };
      certificate?: { issued_at: string };
    };
    const subcontract = await context.externalIdOf('subcontract', data.contract.id);
    if (!subcontract) {
      throw new ProviderError(
        `${data.contract.name} was not imported from Procore, so there is no commitment to send ${data.claim.name} to.`,
      );
    }
    const [projectId, commitmentId] = subcontract.split('/') as [string, string];
    const originId = `claimcert-claim-${data.claim.id}`;
    const status = event.type === 'certificate.issued' ? 'approved' : 'under_review';
    const what = `Sending ${data.claim.name} to Procore`;
    const existing = (
      await all(ZRequisitions, `/rest/v1.0/requisitions?project_id=${encodeURIComponent(projectId)}`, what)
    ).find((r) => r.origin_id === originId);
    if (existing) {
      await call(
        'PATCH',
        `/rest/v1.0/requisitions/${encodeURIComponent(existing.id)}?project_id=${encodeURIComponent(projectId)}`,
        what,
        {
          requisition: { status },
        },
      );
      return { externalId: existing.id };
    }
    const created = parse(
      z.object({ id: ZId }),
      await call('POST', '/rest/v1.1/requisitions', what, {
        project_id: Number(projectId),
        commitment_id: Number(commitmentId),
        requisition: {
          origin_id: originId,
          invoice_number: data.claim.name,
          requisition_start: data.claim.period_from,
          requisition_end: data.claim.period_to,
          status,
        },
      }),
      what,
    );
    return { externalId: created.id };
  }

  return {
    listJobs: async () =>
      (
        await all(
          ZProjects,
          `/rest/v1.0/projects?company_id=${encodeURIComponent(settings.company_id)}`,
          'Listing Procore projects',
        )
      ).map((p) => ({ id: p.id, name: p.name, number: p.project_number ?? null })),
    listSubcontracts: subcontractsOf,
    push,
  };
}
