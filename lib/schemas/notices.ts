import { z } from 'zod';
import { ZAccountParams, ZPageQuery, ZTimeCursorKey, ZUuid } from './common';

/** /api/dashboard/account/{acc}/notice/{id}: one of the caller's notifications. */
export const ZNotificationParams = ZAccountParams.extend({ id: ZUuid });

/** read_system_notice?window=: look-ahead in hours (spec §9: the dashboard's window is 48). */
export const ZSystemNoticeQuery = z.object({
  window: z.coerce
    .number('Enter the window in hours')
    .int('Enter the window in whole hours')
    .min(1, 'Enter a window of at least 1 hour')
    .max(24 * 90, 'Enter a window of at most 90 days')
    .default(48),
});

/** /api/admin/system_notices/{id} */
export const ZSystemNoticeParams = z.object({ id: ZUuid });

const ZInstant = z.iso
  .datetime({ offset: true, error: 'Enter a date and time' })
  .transform((s) => new Date(s));

/** POST /api/admin/system_notices: a notice or a maintenance period, shown from starts_at until ends_at. */
export const ZCreateSystemNotice = z
  .strictObject({
    title: z.string().trim().min(1, 'Enter a title').max(120, 'Keep the title to 120 characters'),
    body: z.string().trim().min(1, 'Enter the notice').max(2000, 'Keep the notice to 2000 characters'),
    starts_at: ZInstant,
    ends_at: ZInstant,
    is_maintenance: z.boolean().default(false),
  })
  .refine((v) => v.ends_at > v.starts_at, { path: ['ends_at'], error: 'End after the start' });
export type TCreateSystemNotice = z.output<typeof ZCreateSystemNotice>;

/** /notice and read_all_notice show this many notifications at a time unless asked for fewer or more. */
export const NOTIFICATION_PAGE_SIZE = 100;

/** read_all_notice?cursor&limit: a page of the caller's notifications, newest first. */
export const ZNoticeQuery = z.object(ZPageQuery(ZTimeCursorKey, NOTIFICATION_PAGE_SIZE)).strict();
