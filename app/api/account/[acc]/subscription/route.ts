import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { readSubscription } from '@/lib/server/billing/read-subscription';

// Spec §7 Account subscription: the account's §4 subscription status and its limits, for every member.
export const GET = route({ auth: 'account', params: ZAccountParams }, async ({ actor }) =>
  readSubscription(actor),
);
