import { z } from 'zod';
import { ZUuid } from './common';

/** Route params of /api/admin/accounts/{id}/…. */
export const ZAdminAccountParams = z.object({ id: ZUuid });

export const ZAdminAccountsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/**
 * PATCH /api/admin/accounts/{id}. Administrators may switch help desk mode off but never on:
 * letting support into an account is its owner's or admin's decision (spec §6).
 */
export const ZAdminAccountUpdate = z
  .strictObject({
    is_active: z.boolean().optional(),
    is_help_desk_mode: z
      .literal(false, { error: "Only the account's owner or admin can turn help desk mode on." })
      .optional(),
  })
  .refine((v) => v.is_active !== undefined || v.is_help_desk_mode !== undefined, {
    error: 'Send is_active or is_help_desk_mode.',
  });
export type TAdminAccountUpdate = z.infer<typeof ZAdminAccountUpdate>;
