import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { ZUpdateAccountDetail } from '@/lib/schemas/help-desk';
import { setHelpDeskMode } from '@/lib/server/session/set-help-desk-mode';

export const PATCH = route(
  { auth: 'account', params: ZAccountParams, body: ZUpdateAccountDetail, permission: ['account', 'edit'] },
  async ({ actor, body }) => setHelpDeskMode(actor, body.is_help_mode),
);
