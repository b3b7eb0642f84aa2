import { z } from 'zod';

/** PATCH /api/account/{acc}/update_account_detail (spec §7: `{ is_help_mode }`). */
export const ZUpdateAccountDetail = z.strictObject({
  is_help_mode: z.boolean({ error: 'Say whether help desk mode is on (true) or off (false).' }),
});
