import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { readAccountStatistics } from '@/lib/server/account/read-account-statistics';

// Spec §7 statistics: the whole account's figures, for those who may open Manage Account (§6).
export const GET = route(
  { auth: 'account', params: ZAccountParams, permission: ['account', 'access'] },
  async ({ actor }) => readAccountStatistics(actor),
);
