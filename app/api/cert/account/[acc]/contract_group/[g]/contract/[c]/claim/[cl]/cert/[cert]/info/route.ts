import { route } from '@/lib/api/route';
import { ZCertInfo, ZCertParams } from '@/lib/schemas/certs';
import { certRefOf } from '@/lib/server/certs/load-cert';
import { updateCertInfo } from '@/lib/server/certs/update-cert-info';

/** PATCH update_cert_info: payer, any status before issue (issued → 409); a stale updated_at → 409. */
export const PATCH = route(
  { auth: 'account', params: ZCertParams, body: ZCertInfo },
  async ({ actor, params, body }) => updateCertInfo(actor, certRefOf(params), body),
);
