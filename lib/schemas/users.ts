import { z } from 'zod';
import { ASSIGNABLE_ACCOUNT_ROLES } from '@/lib/domain/permissions';
import { ZEmail, ZPassword } from './auth';
import { ZAccountParams, ZUuid } from './common';

// The role list is data in lib/domain (pure, no imports), shared here so the form, the API and
// the permission table can never disagree about which roles may be given.
export const ZAssignableRole = z.enum(ASSIGNABLE_ACCOUNT_ROLES, 'Choose a role');

/** POST /api/account/{acc}/users */
export const ZAddUser = z.object({
  email: ZEmail,
  name: z.string().trim().min(1, 'Enter their name').max(120, 'Use at most 120 characters'),
  role: ZAssignableRole,
});
export type TAddUser = z.infer<typeof ZAddUser>;

/** PATCH /api/account/{acc}/users/{userId}: a new role, a new status, or both. */
export const ZUpdateAccountUser = z
  .object({ role: ZAssignableRole.optional(), status: z.enum(['active', 'inactive']).optional() })
  .strict()
  .refine((v) => v.role !== undefined || v.status !== undefined, 'Send a role or a status');
export type TUpdateAccountUser = z.infer<typeof ZUpdateAccountUser>;

/** POST /api/account/{acc}/owner */
export const ZChangeOwner = z.object({ user_id: ZUuid });

export const ZAccountUserParams = ZAccountParams.extend({ userId: ZUuid });

/** 32 random bytes, base64url: 43 characters. */
export const ZInvitationToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid.');

/** POST /api/set_password (public) */
export const ZSetPassword = z.object({ token: ZInvitationToken, password: ZPassword });
export type TSetPassword = z.infer<typeof ZSetPassword>;

/** The set-password form: the password typed twice. */
export const ZSetPasswordForm = z
  .object({ password: ZPassword, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'The passwords do not match' });
export type TSetPasswordForm = z.infer<typeof ZSetPasswordForm>;
