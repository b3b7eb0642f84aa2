import { z } from 'zod';
import { ZAccountParams, ZUuid } from './common';

/**
 * The account roles a personal API token may carry. 'admin' acts as the account's admins do;
 * 'view' only reads. Never 'owner' (ownership and the subscription stay with a person) and never
 * more than its maker's own role (checked by the service).
 */
export const API_TOKEN_ROLES = ['admin', 'view'] as const;
export type ApiTokenRole = (typeof API_TOKEN_ROLES)[number];

/** Lifetimes offered when making a token, in days; null = until revoked. */
export const API_TOKEN_LIFETIMES = [30, 90, 365] as const;

/** POST /api/account/{acc}/api_tokens */
export const ZCreateApiToken = z
  .object({
    name: z
      .string('Name the token')
      .trim()
      .min(1, 'Name the token, e.g. after the system that will use it')
      .max(80, 'Use at most 80 characters'),
    role: z.enum(API_TOKEN_ROLES, 'Choose what the token may do'),
    /** Days until the token stops working; null or absent: until revoked. */
    expires_in_days: z
      .number('Choose when the token expires')
      .int('Choose a whole number of days')
      .min(1, 'A token must last at least a day')
      .max(3650, 'A token can last at most ten years')
      .nullish(),
  })
  .strict();
export type TCreateApiToken = z.infer<typeof ZCreateApiToken>;

/** /api/account/{acc}/api_tokens/{tokenId} */
export const ZApiTokenParams = ZAccountParams.extend({ tokenId: ZUuid });
