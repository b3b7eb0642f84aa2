import { json, route } from '@/lib/api/route';
import { ZClaimParams } from '@/lib/schemas/claims';
import { ZUkNoticeInput } from '@/lib/schemas/uk-notices';
import { claimRefOf } from '@/lib/server/claims/load-claim';
import { giveUkNotice } from '@/lib/server/uk-notices/give-uk-notice';
import { listUkNotices } from '@/lib/server/uk-notices/list-uk-notices';

/** GET: the UK notices given on the claim, with their dates, and whether the caller may give its notice today. */
export const GET = route({ auth: 'account', params: ZClaimParams }, async ({ actor, params }) =>
  listUkNotices(actor, claimRefOf(params), 'cert'),
);

/** POST: gives the payer's pay less notice (HGCRA 1996 s111) and emails it with its PDF. */
export const POST = route(
  {
    auth: 'account',
    params: ZClaimParams,
    body: ZUkNoticeInput,
    docs: { summary: "Give the payer's pay less notice", status: 201 },
  },
  async ({ actor, params, body }) => json(await giveUkNotice(actor, claimRefOf(params), 'cert', body), 201),
);
