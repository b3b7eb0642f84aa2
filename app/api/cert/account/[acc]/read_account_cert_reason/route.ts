import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { listSavedReasons } from '@/lib/server/saved-reasons/saved-reasons';

/** GET: the reasons offered in a certificate's reason boxes (spec §7 read_account_cert_reason). */
export const GET = route(
  {
    auth: 'account',
    params: ZAccountParams,
    docs: { summary: "The account's saved reasons, for a certificate's reason boxes" },
  },
  async ({ actor }) => listSavedReasons(actor),
);
