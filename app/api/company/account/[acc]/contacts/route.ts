import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { listAccountContacts } from '@/lib/server/contacts/list-account-contacts';

/** Every contact of the account with its company: the recipient pickers' list. */
export const GET = route({ auth: 'account', params: ZAccountParams }, async ({ actor }) => ({
  contacts: await listAccountContacts(actor),
}));
