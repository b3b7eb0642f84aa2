import { json, route } from '@/lib/api/route';
import { ZClaimParams } from '@/lib/schemas/claims';
import { ZUkNoticeInput } from '@/lib/schemas/uk-notices';
import { claimRefOf } from '@/lib/server/claims/load-claim';
import { giveUkNotice } from '@/lib/server/uk-notices/give-uk-notice';
import { listUkNotices } from '@/lib/server/uk-notices/list-uk-notices';

/** GET: the UK notices given on the claim, with their dates, and whether the caller may give its notice today. */
export const GET = route({ auth: 'account', params: ZClaimParams }, async ({ actor, params }) =>
  listUkNotices(actor, claimRefOf(params), 'claim'),
);

/** POST: gives the payee's notice in default of a payment notice (HGCRA 1996 s110B) and emails it with its PDF. */
export const POST = route(
  {
    auth: 'account',
    params: ZClaimParams,
    body: ZUkNoticeInput,
    docs: { summary: "Give the payee's notice in default of a payment notice", status: 201 },
  },
  async ({ actor, params, body }) => json(await giveUkNotice(actor, claimRefOf(params), 'claim', body), 201),
);
