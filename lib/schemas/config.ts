import { z } from 'zod';

export const ZReportError = z.object({
  error_path: z.string().trim().min(1).max(2_000),
  error_stack: z.string().max(20_000),
});
export type TReportError = z.infer<typeof ZReportError>;

export const ZMaintenanceQuery = z.object({
  /** Look-ahead window in hours (spec §7 /api/maintenance?period). */
  period: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 90)
    .default(48),
});
