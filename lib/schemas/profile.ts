import { z } from 'zod';
import { ZEmail, ZPassword } from './auth';

const ZName = z.string().trim().min(1, 'Enter your name').max(120, 'Use at most 120 characters');

/**
 * PATCH /api/profile. The current password is required to change the email or the password
 * (checked by the service, which knows the current email).
 */
export const ZProfileUpdate = z
  .object({
    name: ZName,
    email: ZEmail,
    current_password: z.string().max(128).optional(),
    new_password: ZPassword.optional(),
  })
  .strict();
export type TProfileUpdate = z.infer<typeof ZProfileUpdate>;

/** The profile form: empty password fields mean "keep my password". */
export const ZProfileForm = z
  .object({
    name: ZName,
    email: ZEmail,
    current_password: z.string().max(128),
    new_password: z.union([z.literal(''), ZPassword]),
    confirm_password: z.string(),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ['confirm_password'],
    message: 'The passwords do not match',
  });
export type TProfileForm = z.infer<typeof ZProfileForm>;

/** The API body for a filled-in form: blank password fields are left out. */
export function profileUpdateFromForm(form: TProfileForm): TProfileUpdate {
  return {
    name: form.name,
    email: form.email,
    ...(form.current_password ? { current_password: form.current_password } : {}),
    ...(form.new_password ? { new_password: form.new_password } : {}),
  };
}
