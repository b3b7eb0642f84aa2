// Every certificate, payment and report route handler, by operation, and the demo as certificate
// tests use it: claim 2 (issued) of SC-014-03 seen from Harbour Build's (the payer's) side.
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from './session';
import * as recordClaim from '@/app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/route';
import * as list from '@/app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/cert/route';
import * as empty from '@/app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/cert/empty/route';
import * as pending from '@/app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/cert/pending/route';
import * as one from '@/app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/cert/[cert]/route';
import * as info from '@/app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/cert/[cert]/info/route';
import * as decide from '@/app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/cert/[cert]/lineitem/[itemId]/route';
import * as workflow from '@/app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/cert/[cert]/workflow/route';
import * as send from '@/app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/cert/[cert]/review/route';
import * as approve from '@/app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/cert/[cert]/workflow/[step]/approve/route';
import * as revertStep from '@/app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/cert/[cert]/workflow/[step]/revert/route';
import * as toDraft from '@/app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/cert/[cert]/back/draft/route';
import * as toReview from '@/app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/cert/[cert]/back/review/route';
import * as issue from '@/app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/cert/[cert]/issue/route';
import * as pdf from '@/app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/cert/[cert]/pdf/route';
import * as email from '@/app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/cert/[cert]/email/route';
import * as history from '@/app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/cert/[cert]/history/route';
import * as files from '@/app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/cert/[cert]/attachments/route';
import * as file from '@/app/api/cert/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/cert/[cert]/attachments/[fileId]/route';
import * as received from '@/app/api/paycert/account/[acc]/claims_received/route';
import * as certList from '@/app/api/paycert/account/[acc]/certs/route';
import * as retention from '@/app/api/paycert/account/[acc]/retention_report/route';
import * as summary from '@/app/api/paycert/account/[acc]/contract_group/[g]/contract/[c]/cert_summary/route';
import * as summaryCsv from '@/app/api/paycert/account/[acc]/contract_group/[g]/contract/[c]/claim_summary_export/route';
import * as payments from '@/app/api/paycert/account/[acc]/contract_group/[g]/contract/[c]/payments/route';
import * as certPayments from '@/app/api/paycert/account/[acc]/contract_group/[g]/contract/[c]/cert/[cert]/payments/route';
import * as remittance from '@/app/api/paycert/account/[acc]/contract_group/[g]/contract/[c]/cert/[cert]/payments/[paymentId]/file/route';
import { db } from '@/lib/db/client';
import { seedClaimsDemo } from './claims-demo';
import { callRoute } from './call-route';

export const certRoutes = {
  recordClaim,
  list,
  empty,
  pending,
  one,
  info,
  decide,
  workflow,
  send,
  approve,
  revertStep,
  toDraft,
  toReview,
  issue,
  email,
  pdf,
  history,
  files,
  file,
  received,
  certList,
  retention,
  summary,
  summaryCsv,
  payments,
  certPayments,
  remittance,
};

type Handler = (request: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** Sends a multipart form as a browser does (with its Content-Length). */
export async function postForm(
  handler: Handler,
  params: Record<string, string>,
  parts: Record<string, string | File | File[]>,
): Promise<{ status: number; body: JsonBody }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    // Several files under one name: each appended, as a browser sends a multiple file input.
    if (Array.isArray(value)) for (const file of value) form.append(name, file);
    else form.set(name, value);
  }
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  const request = new Request('http://localhost/api/upload', {
    method: 'POST',
    body,
    headers: { 'content-type': encoded.headers.get('content-type')!, 'content-length': String(body.length) },
  });
  const response = await handler(request, { params: Promise.resolve(params) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** A download: the bytes and headers when allowed, the { errors } JSON when not. */
export async function download(handler: Handler, params: Record<string, string>, url = 'http://localhost/x') {
  const response = await handler(new Request(url), { params: Promise.resolve(params) });
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json'))
    return { status: response.status, type, json: await response.json(), bytes: null };
  return { status: response.status, type, json: null, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** The seeded demo for certificate tests, with claim 2 (issued) as the one to certify. */
export async function seedCertDemo() {
  const demo = await seedClaimsDemo();
  const claim2 = demo.claimIds[1]!;
  const payerClaim = demo.claim(claim2, 'payer');
  return {
    ...demo,
    claim2,
    payerClaim,
    /** Route params of a certificate of claim 2 from the payer's side (or the payee's). */
    cert: (cert: string, side: 'payer' | 'payee' = 'payer') => ({ ...demo.claim(claim2, side), cert }),
    /** Line items of the demo contract by their ref ('1.1', 'V3', …). */
    item: async (ref: string) =>
      db().lineItem.findFirstOrThrow({ where: { contractId: demo.contract.id, label: ref } }),
  };
}

export type CertDemo = Awaited<ReturnType<typeof seedCertDemo>>;

/** Harbour's (the certifier's) new draft certificate for claim 2, signed in as the certifier. */
export async function createDraftCert(demo: CertDemo): Promise<{ id: string; updatedAt: string }> {
  signInAs(demo.users.certifier);
  const created = await callRoute(certRoutes.list.POST, { params: demo.payerClaim, body: {} });
  if (created.status !== 201) throw new Error(`Expected 201 creating the certificate, got ${created.status}`);
  return { id: created.body.cert.cert_id, updatedAt: created.body.cert.updated_at };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type JsonBody = any;
