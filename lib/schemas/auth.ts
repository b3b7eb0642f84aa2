import { z } from 'zod';

export const COUNTRIES = ['NZ', 'AU', 'GB', 'SA', 'AE'] as const;

export const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));

export const ZPassword = z
  .string()
  .min(8, 'Use at least 8 characters')
  .max(128, 'Use at most 128 characters');

export const ZCurrency = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Choose a currency');

export const ZTimeZone = z
  .string()
  .min(1, 'Choose a time zone')
  .max(64)
  .refine(isTimeZone, 'Choose a valid time zone');

export const ZLogin = z.object({
  email: ZEmail,
  password: z.string().min(1, 'Enter your password').max(128),
});
export type TLogin = z.infer<typeof ZLogin>;

export const ZSignUp = z.object({
  name: z.string().trim().min(1, 'Enter your name').max(120),
  email: ZEmail,
  password: ZPassword,
  accountName: z.string().trim().min(1, 'Enter your company name').max(160),
  country: z.enum(COUNTRIES, 'Choose a country'),
  currency: ZCurrency,
  timeZone: ZTimeZone,
});
export type TSignUp = z.infer<typeof ZSignUp>;

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
