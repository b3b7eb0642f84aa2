import 'server-only';
// The one interface every external project-management system is reached through (spec §1, §7):
// jobs and subcontracts (with their schedule of values) come in, issued claims and certificates
// (and recorded payments, where the system takes them) go out. Providers: providers/webhook.ts (any
// in-house system, over signed JSON) and providers/procore.ts (Procore's REST API).

/** A job (project) in the external system. */
export interface ExternalJob {
  id: string;
  name: string;
  number: string | null;
}

/** One line of a subcontract's schedule of values. Money in cents, quantity ×100 (spec §5). */
export interface ExternalSovLine {
  id: string;
  ref: string | null;
  description: string;
  /** Quantity ×100 and unit price in cents for a rate line; null for a lump sum. */
  quantity: number | null;
  unit: string | null;
  rate: number | null;
  amount: number;
}

/** A subcontract (commitment) of a job, with the vendor it is let to. */
export interface ExternalSubcontract {
  id: string;
  jobId: string;
  title: string;
  number: string | null;
  vendor: { name: string; email: string | null } | null;
  lines: ExternalSovLine[];
}

export const EVENT_TYPES = ['claim.issued', 'certificate.issued', 'payment.recorded'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** What a push sends: the event as it was at the transition (lib/server/integrations/event-payloads.ts). */
export interface IntegrationEvent {
  /** The delivery's id: the same on every retry, so a receiver can drop repeats. */
  id: string;
  type: EventType;
  created_at: string;
  account_id: string;
  data: Record<string, unknown>;
}

export interface PushContext {
  /** The external id a local project, contract or line was imported from, if it was. */
  externalIdOf(kind: 'job' | 'subcontract' | 'line', localId: string): Promise<string | null>;
}

export interface IntegrationProviderClient {
  listJobs(): Promise<ExternalJob[]>;
  listSubcontracts(jobId: string): Promise<ExternalSubcontract[]>;
  /** Pushes an issued claim, an issued certificate or a recorded payment; what the system calls it back. */
  push(event: IntegrationEvent, context: PushContext): Promise<{ externalId: string | null }>;
}

/** A failure to report in the sync logs in words a user can act on (not a stack trace). */
export class ProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** Time allowed for one call to an external system. */
export const PROVIDER_TIMEOUT_MS = 15_000;

/** fetch with a time-out; network failures become a ProviderError naming the host. */
export async function providerFetch(url: string, init: RequestInit, what: string): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    throw new ProviderError(`${what}: could not reach ${new URL(url).host} (${cause}).`);
  }
}

/** The JSON of a 2xx answer, or a ProviderError with the status (and the start of the body). */
export async function expectJson(response: Response, what: string): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) {
    throw new ProviderError(`${what}: HTTP ${response.status}${text ? ` — ${text.slice(0, 200)}` : ''}`);
  }
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new ProviderError(`${what}: the answer was not JSON.`);
  }
}
