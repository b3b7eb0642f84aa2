import { z } from 'zod';
import { ZIsoDate } from './claims';

/** A month as yyyy-MM (the dashboard's period selector). */
export const ZMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter a month as yyyy-MM');

const flag = (name: string) =>
  z
    .enum(['true', 'false'], `${name} is true or false`)
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true'));

/** GET …/read_claims_summary?month&is_gst_include */
export const ZClaimsSummaryQuery = z
  .object({ month: ZMonth.optional(), is_gst_include: flag('is_gst_include') })
  .strict();

/** GET …/read_certifier_group_table?period (a month) */
export const ZCertifierGroupQuery = z.object({ period: ZMonth.optional() }).strict();

/** GET …/read_claim_summary?claim_date&is_all */
export const ZClaimSummaryQuery = z
  .object({ claim_date: ZIsoDate.optional(), is_all: flag('is_all') })
  .strict();

/** The dashboard page's query: the month its summaries and chart show. */
export const ZDashboardMonth = ZMonth.optional().catch(undefined);
