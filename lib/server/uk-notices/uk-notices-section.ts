import 'server-only';
// What a claim's or certificate's page shows of the UK notices: nothing outside the UK, else the
// notices as the API answers them (list-uk-notices.ts), for the panel to start from.
import type { Actor } from '../session/resolve-actor';
import type { ClaimRef } from '../claims/load-claim';
import { listUkNotices } from './list-uk-notices';
import type { NoticeSide } from './notice-rules';

export async function ukNoticesForPage(actor: Actor, ref: ClaimRef, side: NoticeSide, country: string) {
  return country === 'GB' ? listUkNotices(actor, ref, side) : null;
}
