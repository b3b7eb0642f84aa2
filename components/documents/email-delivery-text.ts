// The words for how a document's emails are getting on (lib/email/delivery-state.ts): "Sent",
// "Waiting to send — will retry at 14:05", "Failed after 8 attempts". Times are the contract's
// time zone's; a retry on another day than `now` also names the day (yyyy-MM-dd, spec §5).
import { dayIn } from '@/lib/domain/zoned-dates';

export interface EmailDeliveryJson {
  state: 'sent' | 'waiting' | 'failed';
  total: number;
  sent: number;
  attempts: number;
  retry_at: string | null;
}

function clock(instant: Date, timeZone: string): { day: string; time: string } {
  return {
    day: dayIn(instant, timeZone),
    time: new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(instant),
  };
}

export function emailDeliveryText(d: EmailDeliveryJson, timeZone: string, now = new Date()): string {
  const partly = d.sent > 0 ? ` (${d.sent} of ${d.total} sent)` : '';
  switch (d.state) {
    case 'sent':
      return 'Sent';
    case 'failed':
      return `Failed after ${d.attempts} attempt${d.attempts === 1 ? '' : 's'}${partly}`;
    case 'waiting': {
      if (!d.retry_at) return `Waiting to send${partly}`;
      const at = clock(new Date(d.retry_at), timeZone);
      const when = at.day === clock(now, timeZone).day ? at.time : `${at.day} ${at.time}`;
      return `Waiting to send — will retry at ${when}${partly}`;
    }
  }
}
