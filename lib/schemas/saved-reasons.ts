import { z } from 'zod';
import { ZAccountParams, ZUuid } from './common';

/** A reason to keep for reuse: the same limit as a certificate line's reason (certs.ts). */
export const ZSavedReasonInput = z.strictObject({
  text: z
    .string('Enter the reason')
    .trim()
    .min(1, 'Enter the reason')
    .max(2_000, 'Use at most 2,000 characters'),
});
export type TSavedReasonInput = z.infer<typeof ZSavedReasonInput>;

export const ZSavedReasonParams = ZAccountParams.extend({ id: ZUuid });

/** A saved reason as the API answers it. */
export interface SavedReasonView {
  id: string;
  text: string;
  created_at: string;
}
