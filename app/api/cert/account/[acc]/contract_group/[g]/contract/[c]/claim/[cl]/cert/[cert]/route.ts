// /api/cert/account/{acc}/contract_group/{g}/contract/{c}/claim/{cl}/cert/{cert} — one certificate.
import { route } from '@/lib/api/route';
import { ZSaveAnswerQuery } from '@/lib/schemas/common';
import { ZCertParams, ZUpdateCert } from '@/lib/schemas/certs';
import { certRefOf } from '@/lib/server/certs/load-cert';
import { readCertFor } from '@/lib/server/certs/read-issued-cert';
import { updateCert } from '@/lib/server/certs/update-cert';

/**
 * GET: the certificate with its claim, contract, lines, totals beside the claimed ones, payment schedule
 * deadline, workflow and files (payer side). The claimer (claim side) reads issued certificates only (else
 * 404), without internal notes, workflow or settings, and only shared files.
 */
export const GET = route({ auth: 'account', params: ZCertParams }, async ({ actor, params }) =>
  readCertFor(actor, certRefOf(params)),
);

/**
 * PUT: payer, draft only (409); a stale updated_at → 409. A reason left out keeps the stored one; null or
 * '' clears it. A line on a parent, over 100% (unless provisional), on the wrong side of zero, or above
 * nothing on a variation that does not count → 422 naming it. ?answer=changes: only the items the save
 * changed, with items_changed_only (lib/schemas/common.ts ZSaveAnswerQuery).
 */
export const PUT = route(
  {
    auth: 'account',
    params: ZCertParams,
    query: ZSaveAnswerQuery,
    body: ZUpdateCert,
    maxBodyBytes: 4_000_000,
  },
  async ({ actor, params, query, body }) => updateCert(actor, certRefOf(params), body, query.answer),
);
