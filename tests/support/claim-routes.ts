// Every claim route handler, by the spec's operation name, for table-driven claim tests.
import * as list from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/route';
import * as period from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/period/route';
import * as one from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/route';
import * as info from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/info/route';
import * as workflow from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/workflow/route';
import * as send from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/send_approval/route';
import * as approve from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/approve_step/route';
import * as revertStep from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/revert_step/route';
import * as toDraft from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/revert_to_draft/route';
import * as toReview from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/revert_to_review/route';
import * as issue from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/issue/route';
import * as pdf from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/pdf/route';
import * as email from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/email/route';
import * as history from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/history/route';
import * as files from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/attachments/route';
import * as file from '@/app/api/claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/attachments/[fileId]/route';
import * as received from '@/app/api/payclaim/account/[acc]/claims_received/route';
import * as summary from '@/app/api/payclaim/account/[acc]/contract_group/[g]/contract/[c]/contract_summary/route';
import * as payerOne from '@/app/api/payclaim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/route';
import * as payerPdf from '@/app/api/payclaim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/pdf/route';
import * as payerFile from '@/app/api/payclaim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]/attachments/[fileId]/route';

export const claimRoutes = {
  list,
  period,
  one,
  info,
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
  summary,
  payerOne,
  payerPdf,
  payerFile,
};

/** Uploads one file through the attachments route as a browser would (multipart, with its length). */
export async function uploadFile(
  params: Record<string, string>,
  file: { name: string; bytes: Uint8Array<ArrayBuffer>; isShared?: boolean },
): Promise<{ status: number; body: JsonBody }> {
  const form = new FormData();
  form.set('file', new File([file.bytes], file.name, { type: 'application/pdf' }));
  form.set('is_shared', String(file.isShared ?? false));
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  const request = new Request('http://localhost/api/claim/attachments', {
    method: 'POST',
    body,
    headers: { 'content-type': encoded.headers.get('content-type')!, 'content-length': String(body.length) },
  });
  const response = await files.POST(request, { params: Promise.resolve(params) });
  return { status: response.status, body: await response.json() };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type JsonBody = any;
