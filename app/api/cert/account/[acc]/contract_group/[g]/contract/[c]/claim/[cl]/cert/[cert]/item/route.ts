import { json, route } from '@/lib/api/route';
import { readCertItemForm } from '@/lib/api/read-cert-item-form';
import { ZCertParams } from '@/lib/schemas/certs';
import { ZCertItemData } from '@/lib/schemas/line-items';
import { addCertItem } from '@/lib/server/certs/add-cert-item';
import { certRefOf } from '@/lib/server/certs/load-cert';

/**
 * POST (the spec's cert "item POST multipart"): the payer adds a variation, or a deduction by a
 * negative quantity or rate, to the schedule from its draft certificate, certified in it with the
 * reason given, with up to ten evidence files (contract document kinds; 100 MB in all → 413).
 * Payer only; a certificate not in draft → 409. Answers the certificate as read, with item_id.
 */
export const POST = route(
  {
    auth: 'account',
    docs: { status: 201, form: { files: [], optionalFiles: ['files'], json: { data: ZCertItemData } } },
    params: ZCertParams,
  },
  async ({ actor, params, request }) => {
    const { data, files } = await readCertItemForm(request);
    return json(await addCertItem(actor, certRefOf(params), data, files), 201);
  },
);
